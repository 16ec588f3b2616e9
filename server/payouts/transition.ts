// One payout request moved to its next state inside the caller's transaction. Safe under concurrent
// clicks: the status is changed with `UPDATE … WHERE status = <the status read>`, so of two identical
// transitions racing only one changes a row; the other finds none and is refused (409). Paying takes the
// amount off the payee's wallet with `WHERE wallet_balance >= amount`, so a balance never goes negative.
import type { Kysely } from 'kysely';
import { canMove, type PayoutStatus } from '../../common/payouts/transitions';
import { isPostgres } from '../db/portable';
import { HttpError } from '../http/errors';
import { translate, type Language } from '../http/language';

export const PAYOUT_TABLE = 'payout_requests';
export const TRANSITION_TABLE = 'payout_request_transitions';

export interface TransitionInput {
  id: number;
  to: PayoutStatus;
  reason?: string | null;
  reference?: string | null;
  adminId: number;
  now: string;
  language: Language;
}

interface StoredRequest {
  id: number;
  reference: string;
  status: string;
  amount: number;
  user_id: number;
}

const money = (value: number) => value.toFixed(2);

async function readRequest(trx: Kysely<any>, id: number, language: Language): Promise<StoredRequest> {
  const row = await trx
    .selectFrom(PAYOUT_TABLE)
    .select(['id', 'reference', 'status', 'amount', 'user_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, translate(language, 'payouts.not_found'));
  return { ...row, id: Number(row.id), amount: Number(row.amount), user_id: Number(row.user_id) } as StoredRequest;
}

/** What the payee may still be paid: the wallet less the other requests already approved and not yet paid. */
async function availableBalance(trx: Kysely<any>, request: StoredRequest): Promise<number> {
  // On PostgreSQL the payee's row is locked, so two approvals for one payee are checked one after the other.
  let wallet = trx.selectFrom('users').select('wallet_balance').where('id', '=', request.user_id);
  if (isPostgres(trx)) wallet = wallet.forUpdate();
  const payee = await wallet.executeTakeFirst();
  const reserved = await trx
    .selectFrom(PAYOUT_TABLE)
    .select((eb) => eb.fn.coalesce(eb.fn.sum('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', request.user_id)
    .where('status', '=', 'approved')
    .where('id', '!=', request.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(payee?.wallet_balance ?? 0) - Number(reserved?.total ?? 0);
}

function required(language: Language, field: 'reason' | 'reference', value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (text === '') {
    throw new HttpError(422, translate(language, 'errors.validation'), {
      [field]: [translate(language, `payouts.${field}_required`)],
    });
  }
  return text;
}

export async function applyTransition(trx: Kysely<any>, input: TransitionInput): Promise<void> {
  const { language, to } = input;
  const stored = await readRequest(trx, input.id, language);
  const params = { reference: stored.reference, status: translate(language, `payouts.status.${stored.status}`) };
  if (stored.status === to) throw new HttpError(409, translate(language, 'payouts.already', params));
  if (!canMove(stored.status, to)) {
    throw new HttpError(
      409,
      translate(language, 'payouts.wrong_state', { ...params, to: translate(language, `payouts.status.${to}`) }),
    );
  }
  const reason = to === 'rejected' ? required(language, 'reason', input.reason) : null;
  const reference = to === 'paid' ? required(language, 'reference', input.reference) : null;

  if (to === 'approved') {
    const available = await availableBalance(trx, stored);
    if (stored.amount > available) {
      throw new HttpError(
        409,
        translate(language, 'payouts.above_balance', {
          reference: stored.reference,
          amount: money(stored.amount),
          balance: money(Math.max(available, 0)),
        }),
      );
    }
  }

  const changes: Record<string, string | null> = { status: to, updated_at: input.now, processed_at: input.now };
  if (reason !== null) changes.rejection_reason = reason;
  if (reference !== null) changes.transfer_reference = reference;
  const moved = await trx
    .updateTable(PAYOUT_TABLE)
    .set(changes)
    .where('id', '=', stored.id)
    .where('status', '=', stored.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new HttpError(409, translate(language, 'payouts.changed', params));

  if (to === 'paid') {
    const paid = await trx
      .updateTable('users')
      .set((eb) => ({ wallet_balance: eb('wallet_balance', '-', stored.amount) }))
      .where('id', '=', stored.user_id)
      .where('wallet_balance', '>=', stored.amount)
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) !== 1) {
      const wallet = await trx
        .selectFrom('users')
        .select('wallet_balance')
        .where('id', '=', stored.user_id)
        .executeTakeFirst();
      throw new HttpError(
        409,
        translate(language, 'payouts.above_balance', {
          reference: stored.reference,
          amount: money(stored.amount),
          balance: money(Math.max(Number(wallet?.wallet_balance ?? 0), 0)),
        }),
      );
    }
  }

  await trx
    .insertInto(TRANSITION_TABLE)
    .values({
      payout_request_id: stored.id,
      from_status: stored.status,
      to_status: to,
      reason,
      reference,
      admin_id: input.adminId,
      created_at: input.now,
    })
    .execute();
}
