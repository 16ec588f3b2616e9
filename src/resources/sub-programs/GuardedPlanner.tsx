// The planner behind the view-SubProgram permission, loaded on its first visit.
import { lazyForm } from '../../forms/lazyForm';
import { RequireView } from '../../list/pages/RequireView';

const Planner = lazyForm(() => import('./PlannerPage'));

export function GuardedPlanner() {
  return (
    <RequireView subject="SubProgram">
      <Planner />
    </RequireView>
  );
}
