// The admin form: /default/admins/ops creates, /default/admins/ops/:id edits.
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { form: lazyForm(() => import('./AdminFormPage')) } satisfies CustomScreens;
