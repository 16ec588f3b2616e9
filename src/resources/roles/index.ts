// The role form with its permission matrix: /default/roles/ops creates, /default/roles/ops/:id edits.
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { form: lazyForm(() => import('./RoleFormPage')) } satisfies CustomScreens;
