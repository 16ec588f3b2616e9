// The slides' order page behind the view-Walkthrough permission, loaded on its first visit.
import { lazyForm } from '../../forms/lazyForm';
import { RequireView } from '../../list/pages/RequireView';

const WalkthroughOrderPage = lazyForm(() => import('./WalkthroughOrderPage'));

export function GuardedWalkthroughOrder() {
  return (
    <RequireView subject="Walkthrough">
      <WalkthroughOrderPage />
    </RequireView>
  );
}
