// Recommendations (spec 7.2 subprogram_recommendations): the generic list, plus the screen that tries a set
// of pre-join answers against them at /default/subprogram-recommendations-try.
import type { CustomScreens } from '../types';
import { GuardedRecommendations } from './GuardedRecommendations';

export default {
  pages: [{ path: 'subprogram-recommendations-try', component: GuardedRecommendations }],
} satisfies CustomScreens;
