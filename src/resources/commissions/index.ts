// The marketplace's commissions model also owns /default/commission (spec 2.2): the fitness side's rules
// and earned commissions beside the marketplace's list, behind view-Commission like its menu entry.
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default {
  pages: [{ path: 'commission', component: lazyForm(() => import('./CommissionPage')) }],
} satisfies CustomScreens;
