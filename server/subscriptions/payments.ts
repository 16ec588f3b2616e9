// A subscription's payments: what was charged, through which payment method, and whether it went
// through, failed or was refunded. Shown on the subscription's details page (getSingle's `payments`).
import type { Migration } from 'kysely';
import { nullable, tablesMigration } from '../db/table-migration';
import type { SeedAfterRowsContext, SingleItemContext } from '../models/define/types';

export const PAYMENT_TABLE = 'subscription_payments';
export const PAYMENT_STATUSES = ['paid', 'failed', 'refunded'] as const;
const INSERT_BATCH = 400;

export const paymentsMigration: Migration = tablesMigration({
  table: PAYMENT_TABLE,
  columns: {
    subscription_id: 'integer',
    method_id: nullable('integer'),
    amount: 'decimal(12, 2)',
    status: 'varchar(20)',
    reference: 'varchar(64)',
    paid_at: 'varchar(32)',
  },
  indexes: [{ name: `${PAYMENT_TABLE}_subscription_index`, columns: ['subscription_id', 'id'] }],
});

/**
 * Seeds each subscription's charge on its start day: now and then a failed attempt first, and a refund
 * for some cancelled ones. Pending subscriptions have not been charged yet.
 */
export async function seedPayments({ db, random, ids }: SeedAfterRowsContext): Promise<void> {
  const methods = ids('payment-methods');
  const subscriptions = await db
    .selectFrom('subscriptions')
    .select(['id', 'amount', 'status', 'starts_at'])
    .orderBy('id')
    .execute();
  const rows: Record<string, unknown>[] = [];
  for (const subscription of subscriptions) {
    if (subscription.status === 'pending') continue;
    const day = Date.parse(`${String(subscription.starts_at)}T09:00:00Z`);
    const payment = (status: string, minutes: number) => ({
      subscription_id: subscription.id,
      method_id: methods.length ? random.pick(methods) : null,
      amount: subscription.amount,
      status,
      reference: `PAY-${String(subscription.id).padStart(6, '0')}-${rows.length + 1}`,
      paid_at: new Date(day + minutes * 60_000).toISOString(),
    });
    if (random.chance(0.1)) rows.push(payment('failed', 0));
    rows.push(payment('paid', 5));
    if (subscription.status === 'cancelled' && random.chance(0.3)) rows.push(payment('refunded', 60 * 24 * 3));
  }
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await db
      .insertInto(PAYMENT_TABLE)
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute();
}

/** getSingle's `payments` (oldest first), each with its payment method's name. */
export async function subscriptionPayments({ db, id, titles }: SingleItemContext) {
  const rows = await db
    .selectFrom(PAYMENT_TABLE)
    .selectAll()
    .where('subscription_id', '=', id)
    .orderBy('paid_at')
    .orderBy('id')
    .execute();
  const methodIds = [...new Set(rows.flatMap((row) => (row.method_id === null ? [] : [Number(row.method_id)])))];
  const methods = new Map((await titles('payment-methods', methodIds)).map((method) => [method.id, method]));
  return rows.map((row) => ({
    id: Number(row.id),
    amount: Number(row.amount),
    status: String(row.status),
    reference: String(row.reference),
    method: row.method_id === null ? null : (methods.get(Number(row.method_id)) ?? null),
    at: String(row.paid_at),
  }));
}
