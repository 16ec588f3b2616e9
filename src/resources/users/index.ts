// The member edit form (/default/users/users-ops/:id) and details page (/default/users/users-list/:id).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default {
  form: lazyForm(() => import('./MemberFormPage')),
  details: lazyForm(() => import('./MemberDetailsPage')),
  editOnly: true,
} satisfies CustomScreens;
