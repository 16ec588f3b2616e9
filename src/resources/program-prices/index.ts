// The pricing-plan form: /default/program-prices/ops creates, /default/program-prices/ops/:id edits (spec 2.2).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { form: lazyForm(() => import('./ProgramPriceFormPage')) } satisfies CustomScreens;
