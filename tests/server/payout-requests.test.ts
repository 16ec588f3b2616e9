// POST payout-request/update/{id}: the payout state machine (pending → approved → paid, rejected with a
// reason), balance checks, the recorded history, concurrent clicks and the all-or-nothing bulk actions.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let admin: string;
let adminId: number;
let viewer: string;
let userId: number;

const NOW = new Date().toISOString();

async function move(id: number, payload: unknown, options: { token?: string; language?: 'en' | 'ar' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/payout-request/update/${id}`,
    headers: t.auth(options.token ?? admin, options.language ?? 'en'),
    payload: payload as Record<string, unknown>,
  });
}

async function bulk(ids: number[], action: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/search',
    headers: t.auth(admin),
    payload: { model: 'payout-requests', id: ids, action },
  });
}

let sequence = 0;
/** A fresh request of the test payee. */
async function request(amount: number, status = 'pending'): Promise<{ id: number; reference: string }> {
  sequence += 1;
  const reference = `PO-T${String(sequence).padStart(4, '0')}`;
  const row = await db
    .insertInto('payout_requests')
    .values({
      reference,
      user_id: userId,
      amount,
      method: 'bank',
      account: 'EG•• •••• 1234',
      status,
      processed_at: null,
      transfer_reference: null,
      rejection_reason: null,
      created_at: NOW,
      updated_at: NOW,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), reference };
}

async function stored(id: number) {
  const row = await db
    .selectFrom('payout_requests')
    .select(['status', 'transfer_reference', 'rejection_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
}

async function balance(): Promise<number> {
  const row = await db.selectFrom('users').select('wallet_balance').where('id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.wallet_balance);
}

async function setBalance(value: number) {
  await db.updateTable('users').set({ wallet_balance: value }).where('id', '=', userId).execute();
}

async function history(id: number) {
  const rows = await db
    .selectFrom('payout_request_transitions')
    .select(['from_status', 'to_status', 'reason', 'reference', 'admin_id'])
    .where('payout_request_id', '=', id)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, admin_id: Number(row.admin_id) }));
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as Kysely<any>;
  admin = await t.login();
  adminId = Number(
    (await db.selectFrom('admins').select('id').where('email', '=', 'admin@demo.test').executeTakeFirstOrThrow()).id,
  );
  await addAdmin(t, { email: 'viewer@test.test', roleName: 'Payout viewer', permissions: ['view-PayoutRequest'] });
  viewer = await t.login('viewer@test.test');
  userId = Number((await db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id);
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts with the payee's other requests out of the way and a known balance.
  await db.deleteFrom('payout_requests').where('user_id', '=', userId).execute();
  await setBalance(1000);
});

describe('POST payout-request/update/{id}', () => {
  it('approves, then pays with a transfer reference, taking the amount off the balance', async () => {
    const { id, reference } = await request(400);
    const approved = await move(id, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      state: 1,
      message: `Payout request ${reference} approved.`,
      data: expect.objectContaining({ ID: id, reference, status: 'approved', processed_at: expect.any(String) }),
    });
    const paid = await move(id, { status: 'paid', reference: ' TRF-778899 ' }, { language: 'ar' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).toBe(`تم تعليم طلب السحب ${reference} كمدفوع.`);
    expect(await stored(id)).toEqual({ status: 'paid', transfer_reference: 'TRF-778899', rejection_reason: null });
    expect(await balance()).toBe(600);
    expect(await history(id)).toEqual([
      { from_status: 'pending', to_status: 'approved', reason: null, reference: null, admin_id: adminId },
      { from_status: 'approved', to_status: 'paid', reason: null, reference: 'TRF-778899', admin_id: adminId },
    ]);
  });

  it('shows the history and the payee balance on the item', async () => {
    const { id } = await request(100);
    await move(id, { status: 'rejected', reason: 'Wrong IBAN' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/getSingle/payout-requests/${id}`,
      headers: t.auth(admin),
    });
    expect(res.statusCode).toBe(200);
    const item = res.json().data.item;
    expect(item.payee_balance).toBe(1000);
    expect(item.payee_name).toEqual(expect.any(String));
    expect(item.currency).toBe('EGP');
    expect(item.transitions).toEqual([
      {
        from: 'pending',
        to: 'rejected',
        reason: 'Wrong IBAN',
        reference: null,
        admin: { id: adminId, label: expect.any(String) },
        at: expect.any(String),
      },
    ]);
  });

  it('rejects from pending or approved only with a reason', async () => {
    const { id } = await request(100);
    const missing = await move(id, { status: 'rejected', reason: '   ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { reason: ['Give the reason for rejecting.'] },
    });
    expect((await stored(id)).status).toBe('pending');
    await move(id, { status: 'approved' });
    const rejected = await move(id, { status: 'rejected', reason: 'Duplicate request' });
    expect(rejected.statusCode).toBe(200);
    expect(await stored(id)).toEqual({
      status: 'rejected',
      transfer_reference: null,
      rejection_reason: 'Duplicate request',
    });
  });

  it('refuses to pay without a reference, to pay a pending or rejected request, and any move of a paid one', async () => {
    const { id, reference } = await request(100);
    expect((await move(id, { status: 'paid', reference: 'X1' })).json()).toEqual({
      state: 0,
      message: `Payout request ${reference} is Pending; it cannot become Paid.`,
    });
    await move(id, { status: 'approved' });
    expect((await move(id, { status: 'paid' })).json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { reference: ['Give the transfer reference.'] },
    });
    await move(id, { status: 'paid', reference: 'X1' });
    const again = await move(id, { status: 'rejected', reason: 'Too late' }, { language: 'ar' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ state: 0, message: `طلب السحب ${reference} حالته مدفوع؛ ولا يمكن أن يصبح مرفوض.` });

    const rejected = await request(100);
    await move(rejected.id, { status: 'rejected', reason: 'No' });
    const pay = await move(rejected.id, { status: 'paid', reference: 'X2' });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(`Payout request ${rejected.reference} is Rejected; it cannot become Paid.`);
  });

  it('refuses an amount above the balance, counting requests already approved', async () => {
    const first = await request(700);
    const second = await request(400);
    expect((await move(first.id, { status: 'approved' })).statusCode).toBe(200);
    const res = await move(second.id, { status: 'approved' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      state: 0,
      message: `Payout request ${second.reference} asks for 400.00 EGP, above the balance of 300.00 EGP.`,
    });
    expect((await stored(second.id)).status).toBe('pending');
  });

  it('refuses to pay when the balance fell below the amount since approval, changing nothing', async () => {
    const { id, reference } = await request(500);
    await move(id, { status: 'approved' });
    await setBalance(200);
    const res = await move(id, { status: 'paid', reference: 'TRF-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Payout request ${reference} asks for 500.00 EGP, above the balance of 200.00 EGP.`,
    );
    expect(await stored(id)).toEqual({ status: 'approved', transfer_reference: null, rejection_reason: null });
    expect(await history(id)).toHaveLength(1);
  });

  it('applies one of two concurrent identical transitions, and pays once', async () => {
    const { id, reference } = await request(300);
    const approvals = await Promise.all([move(id, { status: 'approved' }), move(id, { status: 'approved' })]);
    expect(approvals.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = approvals.find((res) => res.statusCode === 409)!.json().message;
    expect([
      `Payout request ${reference} is already Approved.`,
      `Payout request ${reference} was changed by someone else meanwhile. Reload it and try again.`,
    ]).toContain(refused);

    const payments = await Promise.all([1, 2, 3].map((n) => move(id, { status: 'paid', reference: `TRF-${n}` })));
    expect(payments.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(payments.filter((res) => res.statusCode === 409)).toHaveLength(2);
    expect(await balance()).toBe(700);
    expect((await history(id)).map((entry) => entry.to_status)).toEqual(['approved', 'paid']);
  });

  it('answers 400 for a wrong body, 404 for a missing request and 403 without the permission', async () => {
    const { id } = await request(100);
    const wrong = await move(id, { status: 'pending' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().state).toBe(0);
    expect((await move(id, { status: 'approved', amount: 5 })).statusCode).toBe(400);
    expect((await move(id, { id: id + 1, status: 'approved' })).json()).toEqual({
      state: 0,
      message: 'The id does not match the item being updated.',
    });
    const missing = await move(999_999, { status: 'approved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ state: 0, message: 'Payout request not found.' });
    expect((await move(id, { status: 'approved' }, { token: viewer })).statusCode).toBe(403);
    expect((await stored(id)).status).toBe('pending');
  });
});

describe('bulk approve and pay', () => {
  it('approves and pays a selection with one batch reference', async () => {
    const first = await request(200);
    const second = await request(300);
    const approved = await bulk([first.id, second.id], 'approve');
    expect(approved.json()).toEqual({ state: 1, message: 'Approve selected: 2 items updated', data: { affected: 2 } });
    const paid = await bulk([first.id, second.id], 'mark_paid');
    expect(paid.statusCode).toBe(200);
    const rows = await Promise.all([stored(first.id), stored(second.id)]);
    expect(rows.map((row) => row.status)).toEqual(['paid', 'paid']);
    expect(rows[0].transfer_reference).toMatch(new RegExp(`^BATCH-\\d{14}-${adminId}$`));
    expect(rows[1].transfer_reference).toBe(rows[0].transfer_reference);
    expect(await balance()).toBe(500);
  });

  it('changes nothing when one request of the selection is above the balance', async () => {
    const first = await request(600);
    const second = await request(600);
    const res = await bulk([first.id, second.id], 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      state: 0,
      message: `Payout request ${second.reference} asks for 600.00 EGP, above the balance of 400.00 EGP.`,
    });
    expect([(await stored(first.id)).status, (await stored(second.id)).status]).toEqual(['pending', 'pending']);
    expect(await history(first.id)).toEqual([]);
  });
});
