// Payout requests: the transition form at /default/payout-requests/ops/:id and the details page with the
// request's history at /default/payout-requests/:id (spec 2.2).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default {
  form: lazyForm(() => import('./PayoutTransitionPage')),
  details: lazyForm(() => import('./PayoutDetailsPage')),
} satisfies CustomScreens;
