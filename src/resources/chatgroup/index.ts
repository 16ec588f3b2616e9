// The chat group form: /default/chatGroup/ops creates, /default/chatGroup/ops/:id edits (spec 2.2).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { form: lazyForm(() => import('./ChatGroupFormPage')) } satisfies CustomScreens;
