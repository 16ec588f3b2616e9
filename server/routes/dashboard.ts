// GET dashboard: the counts the dashboard shows as cards (admins and roles, then the models').
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { dashboardCounts } from '../models';
import { toCount } from '../db/portable';

export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  // The dashboard is visible to every signed-in admin (spec 2.3), so no permission is needed.
  app.get('/dashboard', { preHandler: requirePermission() }, async () => {
    const [admins, roles] = await Promise.all([
      db.selectFrom('admins').select((eb) => eb.fn.countAll<string | number>().as('count')).where('deleted_at', 'is', null).executeTakeFirst(),
      db.selectFrom('roles').select((eb) => eb.fn.countAll<string | number>().as('count')).where('deleted_at', 'is', null).executeTakeFirst(),
    ]);
    const cards = [
      { key: 'admins', count: toCount(admins?.count) },
      { key: 'roles', count: toCount(roles?.count) },
      ...(await dashboardCounts(db)),
    ];
    return { state: 1, data: { cards } };
  });
}
