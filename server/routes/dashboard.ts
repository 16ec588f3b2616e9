// GET dashboard: the counts the dashboard shows (cards with their trend, what needs attention), each only
// to an admin who may view its model; GET dashboard/charts: the charts, by the same rule.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { dashboardCharts, dashboardChartsSchema } from '../dashboard/charts';
import { dashboardCounts, dashboardSchema } from '../dashboard/cards';
import { answerOf } from '../openapi/answers';

const TAGS = ['Dashboard'];

const cardsSchema = {
  tags: TAGS,
  summary: 'The dashboard counts: cards with their trend, and what needs attention',
  description:
    'Open to every signed-in admin, but each count only with the `view-` permission of the model it counts ' +
    '(none: empty lists). Cards: `admins` and `roles` (not deleted) first, then the model cards in display ' +
    'order, each with the rows it counts created in the last `period_days` days and the period before. ' +
    'Attention: pending payout requests, open support threads, sign-ups waiting for a role, failed payments. ' +
    'Each names its list (`model`) and the list filters that show the rows it counts.',
  response: answerOf(dashboardSchema),
};

const chartsSchema = {
  tags: TAGS,
  summary: 'The dashboard charts',
  description: 'Each chart only with the `view-` permission of its model; a chart the admin may not see is absent.',
  response: answerOf(dashboardChartsSchema),
};

export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // The page is open to every signed-in admin (spec 2.3), but a count is data of its model: a card shows
  // only with the view- permission of that model, so an admin without permissions gets no cards.
  app.get('/dashboard', { preHandler: requirePermission(), schema: cardsSchema }, async (request) => {
    const canView = (subject: string) => request.admin!.permissions.has(`view-${subject}`);
    return { state: 1, data: await dashboardCounts(deps.db, canView) };
  });

  // The charts follow the same rule: each is data of its model, shown only with its view- permission.
  app.get('/dashboard/charts', { preHandler: requirePermission(), schema: chartsSchema }, async (request) => {
    const canView = (subject: string) => request.admin!.permissions.has(`view-${subject}`);
    return { state: 1, data: await dashboardCharts(deps.db, { canView, language: request.language }) };
  });
}
