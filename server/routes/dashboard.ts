// GET dashboard: the counts the dashboard shows as cards (admins and roles, then the models'), each only
// to an admin who may view its model.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { toCount } from '../db/portable';
import { dashboardCharts, dashboardChartsSchema } from '../dashboard/charts';
import { DASHBOARD_CARD_KEYS, dashboardCounts } from '../models';
import { answerOf, int, listOf, shape } from '../openapi/answers';

const TAGS = ['Dashboard'];

const cardsSchema = {
  tags: TAGS,
  summary: 'The counts of the dashboard cards',
  description:
    'Open to every signed-in admin, but each card only with the `view-` permission of the model it counts ' +
    '(none: `cards: []`). `admins` and `roles` (not deleted) first, then the model cards in display order.',
  response: answerOf(
    shape({
      cards: listOf(shape({ key: { enum: ['admins', 'roles', ...DASHBOARD_CARD_KEYS] }, count: int })),
    }),
  ),
};

const chartsSchema = {
  tags: TAGS,
  summary: 'The dashboard charts',
  description: 'Each chart only with the `view-` permission of its model; a chart the admin may not see is absent.',
  response: answerOf(dashboardChartsSchema),
};

async function liveCount(deps: AppDeps, table: 'admins' | 'roles'): Promise<number> {
  const row = await deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return toCount(row?.count);
}

export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // The page is open to every signed-in admin (spec 2.3), but a count is data of its model: a card shows
  // only with the view- permission of that model, so an admin without permissions gets no cards.
  app.get('/dashboard', { preHandler: requirePermission(), schema: cardsSchema }, async (request) => {
    const canView = (subject: string) => request.admin!.permissions.has(`view-${subject}`);
    const cards: Array<{ key: string; count: number }> = [];
    if (canView('Admin')) cards.push({ key: 'admins', count: await liveCount(deps, 'admins') });
    if (canView('Role')) cards.push({ key: 'roles', count: await liveCount(deps, 'roles') });
    cards.push(...(await dashboardCounts(deps.db, canView)));
    return { state: 1, data: { cards } };
  });

  // The charts follow the same rule: each is data of its model, shown only with its view- permission.
  app.get('/dashboard/charts', { preHandler: requirePermission(), schema: chartsSchema }, async (request) => {
    const canView = (subject: string) => request.admin!.permissions.has(`view-${subject}`);
    return { state: 1, data: await dashboardCharts(deps.db, { canView, language: request.language }) };
  });
}
