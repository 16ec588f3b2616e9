// A sub-programme's day planner at /default/sub-programs-edit/:id/:program_id? (spec 2.2, the
// Sub-programs-edit page list links lead to); its create/edit form is the declared one, at
// /default/sub-programs/ops/:id?/:program_id? (`ops/0/3`: a new sub-programme of programme 3).
import { guardedPage } from '../../list/pages/guardedPage';
import type { CustomScreens } from '../types';

export default {
  opsParams: ':program_id?',
  pages: [
    { path: 'sub-programs-edit/:id/:program_id?', component: guardedPage('SubProgram', () => import('./PlannerPage')) },
  ],
} satisfies CustomScreens;
