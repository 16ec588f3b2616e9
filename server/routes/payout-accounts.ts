// GET payout-accounts/reveal/{id}: an account's full number, to manage-payoutaccounts only (everywhere
// else the number is masked).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { HttpError } from '../http/errors';
import { idParams, type IdParams } from '../http/schema';
import { MANAGE_PAYOUT_ACCOUNTS } from '../models/payout-accounts';
import { answerOf, int, shape, str } from '../openapi/answers';

export async function payoutAccountRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: IdParams }>(
    '/payout-accounts/reveal/:id',
    {
      schema: {
        tags: ['Payout accounts'],
        summary: 'An account’s full number',
        description: 'Only to `manage-payoutaccounts`; everywhere else the number is masked (`account_masked`).',
        params: idParams,
        response: answerOf(shape({ ID: int, account_number: str })),
      },
      preHandler: requirePermission(MANAGE_PAYOUT_ACCOUNTS),
    },
    async (request) => {
      const row = await (deps.db as unknown as Kysely<any>)
        .selectFrom('payout_accounts')
        .select(['id', 'account_number'])
        .where('id', '=', Number(request.params.id))
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'models.item_not_found');
      return { state: 1, data: { ID: Number(row.id), account_number: String(row.account_number) } };
    },
  );
}
