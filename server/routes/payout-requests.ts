// POST payout-request/update/{id} (spec 7.5): one transition of a payout request, `{ status, reason?,
// reference? }`, checked and recorded in one transaction (server/payouts/transition.ts).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PAYOUT_REASON_MAX, PAYOUT_REFERENCE_MAX, type PayoutStatus } from '../../common/payouts/transitions';
import type { ActivityAction } from '../activity/record';
import { watchRow } from '../activity/write';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { nowIso } from '../db/time';
import { requireLiveRow, presentItem } from '../forms/shared/form-routes';
import { HttpError } from '../http/errors';
import { idParams, strictObject, text, type IdParams } from '../http/schema';
import payoutRequests, { PAYOUT_PERMISSIONS } from '../models/payout-requests';
import { answerOf } from '../openapi/answers';
import { applyTransition, PAYOUT_TABLE } from '../payouts/transition';
import { itemSchema } from '../search/item-schema';

const TRANSITION_ACTIONS: Record<TransitionBody['status'], ActivityAction> = {
  approved: 'approve',
  rejected: 'reject',
  paid: 'pay',
};

interface TransitionBody {
  id?: number | string;
  status: Exclude<PayoutStatus, 'pending'>;
  reason?: string | null;
  reference?: string | null;
}

const body = strictObject(
  {
    // The form may repeat the id of the path.
    id: { type: ['integer', 'string'] },
    status: { type: 'string', enum: ['approved', 'rejected', 'paid'] },
    reason: { anyOf: [text({ max: PAYOUT_REASON_MAX }), { type: 'null' }] },
    reference: { anyOf: [text({ max: PAYOUT_REFERENCE_MAX }), { type: 'null' }] },
  },
  ['status'],
);

export async function payoutRequestRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post<{ Params: IdParams; Body: TransitionBody }>(
    '/payout-request/update/:id',
    {
      schema: {
        tags: ['Payout requests'],
        summary: 'Move a payout request to its next state',
        description:
          'pending → approved (the amount within the payee’s balance); pending or approved → rejected (needs ' +
          '`reason`); approved → paid (needs `reference`; the amount leaves the payee’s wallet). Paid and ' +
          'rejected are final. A transition from a state the request has left meanwhile: 409.',
        params: idParams,
        body,
        response: answerOf(itemSchema(payoutRequests)),
      },
      preHandler: requirePermission(...PAYOUT_PERMISSIONS),
    },
    async (request) => {
      const id = Number(request.params.id);
      const sent = request.body;
      if (sent.id !== undefined && String(sent.id) !== String(id)) throw new HttpError(400, 'forms.id_mismatch');
      const db = deps.db as unknown as Kysely<any>;
      const stored = await db.transaction().execute(async (trx) => {
        const watched = await watchRow(trx, PAYOUT_TABLE, id);
        await applyTransition(trx, {
          id,
          to: sent.status,
          reason: sent.reason,
          reference: sent.reference,
          adminId: request.admin!.id,
          now: nowIso(),
          language: request.language,
        });
        // Also in the activity log, beside the request's own trail of transitions.
        const action = TRANSITION_ACTIONS[sent.status];
        await watched.record({ adminId: request.admin!.id, action, model: payoutRequests.name, ids: [id] });
        return requireLiveRow(trx, payoutRequests, id);
      });
      return {
        state: 1,
        message: request.t(`payouts.moved.${sent.status}`, { reference: String(stored.reference) }),
        data: presentItem(payoutRequests, stored),
      };
    },
  );
}
