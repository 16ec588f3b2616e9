// The admin form (/default/admins/ops creates, /default/admins/ops/:id edits) and the details page
// (/default/admins/:id).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default {
  form: lazyForm(() => import('./AdminFormPage')),
  details: lazyForm(() => import('./AdminDetailsPage')),
} satisfies CustomScreens;
