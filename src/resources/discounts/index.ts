// The discount form (spec 2.6): /default/discounts/ops creates, /default/discounts/ops/:id edits (spec 2.2).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { form: lazyForm(() => import('./DiscountFormPage')) } satisfies CustomScreens;
