// Recommendations (spec 7.2 subprogram_recommendations): the generic list, the rules editor at
// /default/subprogram-recommendations/ops/:id?, and the screen that tries a set of pre-join answers against
// them at /default/subprogram-recommendations-try.
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';
import { GuardedRecommendations } from './GuardedRecommendations';

export default {
  form: lazyForm(() => import('./RecommendationFormPage')),
  pages: [{ path: 'subprogram-recommendations-try', component: GuardedRecommendations }],
} satisfies CustomScreens;
