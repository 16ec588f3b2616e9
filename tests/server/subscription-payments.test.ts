// A subscription's payments in getSingle: each charge with its payment method, amount, state and
// reference, oldest first; pending subscriptions are not charged yet; the seed writes them for every
// charged subscription.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TABLE } from '../../server/subscriptions/payments';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let admin: string;

const single = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/getSingle/subscriptions/${id}`, headers: t.auth(admin) });

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  admin = await t.login();
});
afterAll(() => t.close());

describe('subscription payments', () => {
  it('are seeded for every charged subscription and none of the pending ones', async () => {
    const charged = await db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', '!=', 'pending')
      .executeTakeFirstOrThrow();
    const paid = await db
      .selectFrom(PAYMENT_TABLE)
      .select((eb) => eb.fn.count('subscription_id').distinct().as('count'))
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(Number(paid.count)).toBe(Number(charged.count));
    const pendingCharged = await db
      .selectFrom(PAYMENT_TABLE)
      .innerJoin('subscriptions', 'subscriptions.id', `${PAYMENT_TABLE}.subscription_id`)
      .select(`${PAYMENT_TABLE}.id`)
      .where('subscriptions.status', '=', 'pending')
      .execute();
    expect(pendingCharged).toEqual([]);
  });

  it('are answered by getSingle oldest first, with the payment method named', async () => {
    const { id } = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const method = await db
      .selectFrom('payment_methods')
      .select(['id', 'name_en'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom(PAYMENT_TABLE).where('subscription_id', '=', id).execute();
    const values = (status: string, reference: string, paidAt: string, amount: number) => ({
      subscription_id: id,
      method_id: method.id,
      amount,
      status,
      reference,
      paid_at: paidAt,
    });
    await db
      .insertInto(PAYMENT_TABLE)
      .values([
        values('paid', 'PAY-2', '2026-03-01T09:05:00.000Z', 450),
        values('failed', 'PAY-1', '2026-03-01T09:00:00.000Z', 450),
        values('refunded', 'PAY-3', '2026-03-04T09:00:00.000Z', 450.5),
      ])
      .execute();
    const res = await single(Number(id));
    expect(res.statusCode).toBe(200);
    const { payments } = res.json().data.item;
    expect(payments.map(({ id: _id, ...payment }: { id: number }) => payment)).toEqual([
      {
        amount: 450,
        status: 'failed',
        reference: 'PAY-1',
        method: { id: Number(method.id), label: method.name_en },
        at: '2026-03-01T09:00:00.000Z',
      },
      {
        amount: 450,
        status: 'paid',
        reference: 'PAY-2',
        method: { id: Number(method.id), label: method.name_en },
        at: '2026-03-01T09:05:00.000Z',
      },
      {
        amount: 450.5,
        status: 'refunded',
        reference: 'PAY-3',
        method: { id: Number(method.id), label: method.name_en },
        at: '2026-03-04T09:00:00.000Z',
      },
    ]);
  });

  it('are an empty list for a subscription not charged yet', async () => {
    const { id } = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await single(Number(id))).json().data.item.payments).toEqual([]);
  });
});
