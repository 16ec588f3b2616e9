// The member edit form: /default/users/users-ops/:id.
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { form: lazyForm(() => import('./MemberFormPage')), editOnly: true } satisfies CustomScreens;
