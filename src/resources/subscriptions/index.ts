// Subscriptions: the details page at /default/subscriptions/:id with cancel and extend (spec 2.2).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { details: lazyForm(() => import('./SubscriptionDetailsPage')) } satisfies CustomScreens;
