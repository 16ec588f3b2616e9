// The table of a payout request's transitions (who moved it, from what to what, when, why) and how an
// item loaded on its own shows them, with the payee's wallet balance.
import type { TransitionEntry } from '../../common/payouts/transitions';
import { readTrail, STATUS_CHANGE, trailMigration } from '../activity/trail';
import { nullable } from '../db/table-migration';
import type { SingleItemContext } from '../models/define/types';
import { listCurrency } from '../search/currency';
import { TRANSITION_TABLE } from './transition';

export const transitionsMigration = trailMigration(
  TRANSITION_TABLE,
  'payout_request_id',
  { ...STATUS_CHANGE, reason: nullable('text'), reference: nullable('varchar(255)') },
  `${TRANSITION_TABLE}_request_index`,
);

/**
 * getSingle's extra keys: `transitions` (oldest first), the payee's name and wallet balance, and the currency
 * of the amounts, all a decision's confirmation states.
 */
export async function payoutSingle(context: SingleItemContext): Promise<Record<string, unknown>> {
  const { db, id } = context;
  const transitions: TransitionEntry[] = (await readTrail(context, TRANSITION_TABLE, 'payout_request_id')).map(
    ({ row, admin, at }) => ({
      from: String(row.from_status),
      to: String(row.to_status),
      reason: row.reason ?? null,
      reference: row.reference ?? null,
      admin,
      at,
    }),
  );
  const payee = await db
    .selectFrom('payout_requests')
    .innerJoin('users', 'users.id', 'payout_requests.user_id')
    .select(['users.wallet_balance', 'users.first_name', 'users.last_name'])
    .where('payout_requests.id', '=', id)
    .executeTakeFirst();
  return {
    transitions,
    payee_balance: payee ? Number(payee.wallet_balance) : null,
    payee_name: payee ? [payee.first_name, payee.last_name].filter(Boolean).join(' ') : null,
    currency: await listCurrency(db),
  };
}
