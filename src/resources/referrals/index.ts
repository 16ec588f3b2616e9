// Referrals: the details page at /default/referrals/:id (spec 2.2) with the chain of referrers.
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { details: lazyForm(() => import('./ReferralDetailsPage')) } satisfies CustomScreens;
