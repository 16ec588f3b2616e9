// The recommendations screen behind the view-SubprogramRecommendation permission, loaded on its first visit.
import { lazyForm } from '../../forms/lazyForm';
import { RequireView } from '../../list/pages/RequireView';

const RecommendationsPage = lazyForm(() => import('./RecommendationsPage'));

export function GuardedRecommendations() {
  return (
    <RequireView subject="SubprogramRecommendation">
      <RecommendationsPage />
    </RequireView>
  );
}
