// A sub-programme's day planner at /default/sub-programs-edit/:id/:program_id? (spec 2.2, the
// Sub-programs-edit page list links lead to); its create/edit form is the declared one.
import { guardedPage } from '../../list/pages/guardedPage';
import type { CustomScreens } from '../types';

export default {
  pages: [
    { path: 'sub-programs-edit/:id/:program_id?', component: guardedPage('SubProgram', () => import('./PlannerPage')) },
  ],
} satisfies CustomScreens;
