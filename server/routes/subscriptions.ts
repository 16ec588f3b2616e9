// POST subscriptions/cancel/{id} `{ reason }` and POST subscriptions/extend/{id} `{ days, reason }`: the
// subscription's actions with reasons (server/subscriptions/changes.ts), each in one transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { nowIso } from '../db/time';
import { presentItem, requireLiveRow } from '../forms/shared/form-routes';
import { idParams, strictObject, text, type IdParams } from '../http/schema';
import subscriptions from '../models/subscriptions';
import { answerOf } from '../openapi/answers';
import { itemSchema } from '../search/item-schema';
import {
  cancelSubscription,
  type Change,
  extendSubscription,
  MAX_EXTEND_DAYS,
  REASON_MAX,
} from '../subscriptions/changes';

const PERMISSIONS = ['edit-subscriptions', 'manage-subscriptions'];
const TAG = 'Subscriptions';
/** The subscription after the change, as presentItem gives it. */
const changedSchema = answerOf(itemSchema(subscriptions));
const reason = text({ min: 1, max: REASON_MAX, pattern: '\\S' });

/** Who changes which subscription, why and when, from a request to subscriptions/{action}/{id}. */
function changeOf(request: FastifyRequest<{ Params: IdParams; Body: { reason: string } }>): Change {
  return {
    id: Number(request.params.id),
    reason: request.body.reason.trim(),
    adminId: request.admin!.id,
    now: nowIso(),
    language: request.language,
  };
}

export async function subscriptionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const db = deps.db as unknown as Kysely<any>;
  const answer = async (trx: Kysely<any>, id: number) =>
    presentItem(subscriptions, await requireLiveRow(trx, subscriptions, id));

  app.post<{ Params: IdParams; Body: { reason: string } }>(
    '/subscriptions/cancel/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Cancel a subscription, with the reason',
        description: 'From active or pending to cancelled, auto-renew off; any other status: 409.',
        params: idParams,
        body: strictObject({ reason }, ['reason']),
        response: changedSchema,
      },
      preHandler: requirePermission(...PERMISSIONS),
    },
    async (request) => {
      const change = changeOf(request);
      const data = await db.transaction().execute(async (trx) => {
        await cancelSubscription(trx, change);
        return answer(trx, change.id);
      });
      return { state: 1, message: request.t('subscriptions.cancelled'), data };
    },
  );

  app.post<{ Params: IdParams; Body: { days: number; reason: string } }>(
    '/subscriptions/extend/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Extend a subscription by some days, with the reason',
        description:
          'The end date moves on by `days`; an expired subscription whose new end is today or later becomes ' +
          'active again; a cancelled one: 409. The same extension (admin, days, reason) again within 10 seconds: 409.',
        response: changedSchema,
        params: idParams,
        body: strictObject({ days: { type: 'integer', minimum: 1, maximum: MAX_EXTEND_DAYS }, reason }, [
          'days',
          'reason',
        ]),
      },
      preHandler: requirePermission(...PERMISSIONS),
    },
    async (request) => {
      const change = { ...changeOf(request), days: request.body.days };
      const data = await db.transaction().execute(async (trx) => {
        await extendSubscription(trx, change);
        return answer(trx, change.id);
      });
      return { state: 1, message: request.t('subscriptions.extended', { date: String(data.ends_at) }), data };
    },
  );
}
