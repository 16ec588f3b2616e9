// Accounts waiting for approval in the demo: the server's own routes (server/routes/pending-accounts.ts)
// on the demo database — the list, approve with a role, reject — recorded in the activity log alike.
import { pendingAccountRoutes } from '../../server/routes/pending-accounts';
import type { FakeRoute } from '../router';
import { routesOf } from './from-server';

export function pendingRoutesOfDemo(): Promise<FakeRoute[]> {
  return routesOf(pendingAccountRoutes);
}
