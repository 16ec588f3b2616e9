// The marketplace's commissions model also owns /default/commission (spec 2.2): the fitness side's rules
// and earned commissions beside the marketplace's list, behind view-Commission like its menu entry.
// Imported with the lists rather than lazily: it is the generic list three times over, and a chunk of its
// own split the list's shared code (tabs, permissions) into smaller, worse-compressed chunks.
import type { CustomScreens } from '../types';
import CommissionPage from './CommissionPage';

export default { pages: [{ path: 'commission', component: CommissionPage }] } satisfies CustomScreens;
