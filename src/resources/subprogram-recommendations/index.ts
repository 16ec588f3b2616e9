// Recommendations (spec 7.2 subprogram_recommendations): the generic list, the rules editor at
// /default/subprogram-recommendations/ops/:id?, and the screen that tries a set of pre-join answers against
// them at /default/subprogram-recommendations-try.
import { lazyForm } from '../../forms/lazyForm';
import { guardedPage } from '../../list/pages/guardedPage';
import type { CustomScreens } from '../types';

export default {
  form: lazyForm(() => import('./RecommendationFormPage')),
  pages: [
    {
      path: 'subprogram-recommendations-try',
      component: guardedPage('SubprogramRecommendation', () => import('./RecommendationsPage')),
    },
  ],
} satisfies CustomScreens;
