// The activity log beyond the forms: each programme, library, payout, subscription and chat write leaves
// exactly one entry (who, action, model, row ids, changed fields before → after), written in the same
// transaction, so a refused write (bad state, wrong version, no permission) leaves none.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
let token: string;
let supportToken: string;

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
  supportToken = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = token) {
  return t.app.inject({
    method,
    url: `/api/v1/admin/${url}`,
    headers: t.auth(as),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

interface Entry {
  admin_id: number | null;
  action: string;
  model: string;
  row_ids: string;
  changes: Record<string, { before: unknown; after: unknown }> | null;
}

const lastId = async () =>
  Number(
    (
      await db
        .selectFrom('activity_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );

/** Runs `write` and answers its status with the entries it left. */
async function logged(write: () => Promise<{ statusCode: number }>): Promise<{ status: number; entries: Entry[] }> {
  const mark = await lastId();
  const { statusCode } = await write();
  const rows = await db
    .selectFrom('activity_log')
    .select(['admin_id', 'action', 'model', 'row_ids', 'changes'])
    .where('id', '>', mark)
    .orderBy('id')
    .execute();
  const entries = rows.map((row) => ({
    ...(row as Entry),
    admin_id: row.admin_id === null ? null : Number(row.admin_id),
    changes: row.changes ? JSON.parse(String(row.changes)) : null,
  }));
  return { status: statusCode, entries };
}

const firstLive = async (table: string, extra: (query: any) => any = (query) => query) =>
  Number(
    (
      await extra(
        db.selectFrom(table).select('id').where('deleted_at', 'is', null).orderBy('id'),
      ).executeTakeFirstOrThrow()
    ).id,
  );

describe('programme writes', () => {
  it('duplicating a diet programme records the copy, its fields from nothing, and what it copies', async () => {
    const original = await firstLive('diet_programs');
    const name = (
      await db.selectFrom('diet_programs').select('name_en').where('id', '=', original).executeTakeFirstOrThrow()
    ).name_en;
    const { status, entries } = await logged(() => call('POST', `diet-programs/duplicate/${original}`));
    expect(status).toBe(201);
    expect(entries).toHaveLength(1);
    const copy = Number(entries[0].row_ids);
    expect(copy).toBeGreaterThan(original);
    expect(entries[0]).toMatchObject({ admin_id: 1, action: 'duplicate', model: 'diet-programs' });
    expect(entries[0].changes).toMatchObject({
      name_en: { before: null, after: `${name} (copy)` },
      enabled: { before: null, after: 0 },
      copy_of: { before: null, after: original },
    });
    expect((await logged(() => call('POST', 'diet-programs/duplicate/999999'))).entries).toEqual([]);
    expect(
      (await logged(() => call('POST', `diet-programs/duplicate/${original}`, undefined, supportToken))).entries,
    ).toEqual([]);
  });

  it("saving a diet programme's meals records the meal count before → after", async () => {
    const id = await firstLive('diet_programs');
    const week = { days: [{ meals: [{ name_en: 'Oats', name_ar: 'شوفان', time: '07:00', foods: [] }] }] };
    const { status, entries } = await logged(() => call('POST', `diet-programs/${id}/meals`, week));
    expect(status).toBe(200);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      admin_id: 1,
      action: 'meals_save',
      model: 'diet-programs',
      row_ids: String(id),
    });
    expect(entries[0].changes?.meals?.after).toBe(1);
    expect(Object.keys(entries[0].changes ?? {})).toEqual(['meals']);
    const again = await logged(() => call('POST', `diet-programs/${id}/meals`, week));
    expect(again.entries).toEqual([
      { admin_id: 1, action: 'meals_save', model: 'diet-programs', row_ids: String(id), changes: null },
    ]);
    expect((await logged(() => call('POST', 'diet-programs/999999/meals', week))).entries).toEqual([]);
  });

  it('reordering the walkthrough records the order before → after; a stale list records nothing', async () => {
    const before = (
      await db
        .selectFrom('walkthroughs')
        .select('id')
        .where('deleted_at', 'is', null)
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    ).map((row) => Number(row.id));
    const after = [...before].reverse();
    const { status, entries } = await logged(() => call('POST', 'Walkthrough/reorder', { ids: after }));
    expect(status).toBe(200);
    expect(entries).toEqual([
      {
        admin_id: 1,
        action: 'reorder',
        model: 'walkthrough',
        row_ids: after.join(','),
        changes: { order: { before, after } },
      },
    ]);
    const stale = await logged(() => call('POST', 'Walkthrough/reorder', { ids: after.slice(1) }));
    expect(stale).toEqual({ status: 409, entries: [] });
  });

  it('generating and saving a plan record the version and day count; a save on an old version records nothing', async () => {
    const programId = await firstLive('programs', (query) => query.where('training_days', '=', 3));
    const created = await call('POST', 'subprograms', {
      program_id: programId,
      name_en: 'Logged',
      name_ar: 'مسجل',
      weeks: 1,
      sort_order: 1,
    });
    const id = created.json().data.id as number;
    const generated = await logged(() => call('GET', `subprograms/${id}/generate`));
    expect(generated.status).toBe(200);
    expect(generated.entries).toEqual([
      {
        admin_id: 1,
        action: 'plan_generate',
        model: 'sub-programs',
        row_ids: String(id),
        changes: { version: { before: null, after: 1 }, days: { before: 0, after: 7 } },
      },
    ]);
    const days = [{ key: 'w1d1', week: 1, day: 1, rest: 1, items: [] }];
    expect(await logged(() => call('POST', `subprograms/${id}/plan`, { version: 0, days }))).toEqual({
      status: 409,
      entries: [],
    });
    const saved = await logged(() => call('POST', `subprograms/${id}/plan`, { version: 1, days }));
    expect(saved.entries).toEqual([
      {
        admin_id: 1,
        action: 'plan_save',
        model: 'sub-programs',
        row_ids: String(id),
        changes: { version: { before: 1, after: 2 }, days: { before: 7, after: 1 } },
      },
    ]);
  });

  it('storing a recommendation records its fields', async () => {
    const sub = await firstLive('sub_programs');
    const question = Number(
      (await db.selectFrom('prejoin_questions').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    );
    const body = { sub_program_id: sub, priority: 7, rules: [{ question_id: question, answers: [1] }] };
    const { status, entries } = await logged(() => call('POST', 'subprogram_recommendations/store', body));
    expect(status).toBe(201);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', model: 'subprogram-recommendations' });
    expect(entries[0].changes).toMatchObject({
      sub_program_id: { before: null, after: sub },
      priority: { before: null, after: 7 },
    });
  });
});

describe('library writes', () => {
  it('a category: created, renamed, pasted, refused while it holds one, deleted', async () => {
    const made = await logged(() =>
      call('POST', 'exercise/categories', { name_en: 'Logged', name_ar: 'مسجل', parent_id: null }),
    );
    expect(made.status).toBe(201);
    const id = Number(made.entries[0].row_ids);
    expect(made.entries).toHaveLength(1);
    expect(made.entries[0]).toMatchObject({ admin_id: 1, action: 'create', model: 'exercise-categories' });
    expect(made.entries[0].changes).toMatchObject({ name_en: { before: null, after: 'Logged' } });
    const renamed = await logged(() => call('PUT', `exercise/categories/${id}`, { name_en: 'Logged 2' }));
    expect(renamed.entries).toEqual([
      {
        admin_id: 1,
        action: 'update',
        model: 'exercise-categories',
        row_ids: String(id),
        changes: { name_en: { before: 'Logged', after: 'Logged 2' } },
      },
    ]);
    const child = Number(
      (await call('POST', 'exercise/categories', { name_en: 'Inner', name_ar: 'داخلي', parent_id: id })).json().data.id,
    );
    const pasted = await logged(() =>
      call('POST', 'exercise/paste-exercise-category', { category_id: child, parent_id: null }),
    );
    expect(pasted.status).toBe(201);
    expect(pasted.entries).toHaveLength(1);
    expect(pasted.entries[0]).toMatchObject({ action: 'paste', model: 'exercise-categories' });
    expect(pasted.entries[0].changes).toMatchObject({
      copy_of: { before: null, after: child },
      name_en: { before: null, after: 'Inner' },
    });
    expect(await logged(() => call('DELETE', `exercise/categories/${id}`))).toEqual({ status: 409, entries: [] });
    expect((await logged(() => call('DELETE', `exercise/categories/${child}`))).entries).toEqual([
      { admin_id: 1, action: 'delete', model: 'exercise-categories', row_ids: String(child), changes: null },
    ]);
  });

  it('an attached exercise: placed, changed, pasted and removed, each once', async () => {
    const category = Number(
      (await call('POST', 'exercise/categories', { name_en: 'Holder', name_ar: 'حاوية', parent_id: null })).json().data
        .id,
    );
    const exercise = await firstLive('exercises');
    const placed = await logged(() =>
      call('POST', 'exercise/attached', { exercise_id: exercise, category_id: category, sets: 3 }),
    );
    expect(placed.status).toBe(201);
    const id = Number(placed.entries[0].row_ids);
    expect(placed.entries).toHaveLength(1);
    expect(placed.entries[0]).toMatchObject({ action: 'create', model: 'attached-exercises' });
    expect(placed.entries[0].changes).toMatchObject({
      exercise_id: { before: null, after: exercise },
      sets: { before: null, after: 3 },
    });
    expect((await logged(() => call('PUT', `exercise/attached/${id}`, { sets: 5 }))).entries).toEqual([
      {
        admin_id: 1,
        action: 'update',
        model: 'attached-exercises',
        row_ids: String(id),
        changes: { sets: { before: 3, after: 5 } },
      },
    ]);
    const pasted = await logged(() =>
      call('POST', 'exercise/paste-attached-exercise', { attached_id: id, category_id: category }),
    );
    expect(pasted.entries).toHaveLength(1);
    expect(pasted.entries[0]).toMatchObject({ action: 'paste', model: 'attached-exercises' });
    expect(pasted.entries[0].changes).toMatchObject({
      copy_of: { before: null, after: id },
      sets: { before: null, after: 5 },
    });
    expect((await logged(() => call('DELETE', `exercise/attached/${id}`))).entries).toEqual([
      { admin_id: 1, action: 'delete', model: 'attached-exercises', row_ids: String(id), changes: null },
    ]);
    expect(await logged(() => call('DELETE', `exercise/attached/${id}`))).toEqual({ status: 404, entries: [] });
  });

  it('a round: pasted as a copy, then deleted; a paste to a missing category records nothing', async () => {
    const round = await firstLive('rounds');
    const category = await firstLive('round_categories');
    const pasted = await logged(() => call('POST', 'round/paste-round', { round_id: round, category_id: category }));
    expect(pasted.status).toBe(201);
    expect(pasted.entries).toHaveLength(1);
    expect(pasted.entries[0]).toMatchObject({ action: 'paste', model: 'rounds' });
    expect(pasted.entries[0].changes).toMatchObject({ copy_of: { before: null, after: round } });
    const copy = Number(pasted.entries[0].row_ids);
    expect(await logged(() => call('POST', 'round/paste-round', { round_id: round, category_id: 999999 }))).toEqual({
      status: 422,
      entries: [],
    });
    expect((await logged(() => call('DELETE', `round/${copy}`))).entries).toEqual([
      { admin_id: 1, action: 'delete', model: 'rounds', row_ids: String(copy), changes: null },
    ]);
  });
});

describe('money and support writes', () => {
  it('a payout transition: approve then pay, each with the fields it changed; a repeat records nothing', async () => {
    const id = await firstLive('payout_requests', (query) => query.where('status', '=', 'pending'));
    const { user_id: userId } = await db
      .selectFrom('payout_requests')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ wallet_balance: 10_000_000 }).where('id', '=', userId).execute();
    const approved = await logged(() => call('POST', `payout-request/update/${id}`, { status: 'approved' }));
    expect(approved.status).toBe(200);
    expect(approved.entries).toHaveLength(1);
    expect(approved.entries[0]).toMatchObject({
      admin_id: 1,
      action: 'approve',
      model: 'payout-requests',
      row_ids: String(id),
    });
    expect(approved.entries[0].changes?.status).toEqual({ before: 'pending', after: 'approved' });
    expect(await logged(() => call('POST', `payout-request/update/${id}`, { status: 'approved' }))).toEqual({
      status: 409,
      entries: [],
    });
    const paid = await logged(() =>
      call('POST', `payout-request/update/${id}`, { status: 'paid', reference: 'TRF-1' }),
    );
    expect(paid.entries[0].action).toBe('pay');
    expect(paid.entries[0].changes).toMatchObject({
      status: { before: 'approved', after: 'paid' },
      transfer_reference: { before: null, after: 'TRF-1' },
    });
  });

  it('cancelling and extending a subscription record its fields and the reason', async () => {
    const id = await firstLive('subscriptions', (query) => query.where('status', '=', 'active'));
    const { ends_at: endsAt } = await db
      .selectFrom('subscriptions')
      .select('ends_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const extended = await logged(() => call('POST', `subscriptions/extend/${id}`, { days: 3, reason: 'Goodwill' }));
    expect(extended.status).toBe(200);
    expect(extended.entries).toHaveLength(1);
    expect(extended.entries[0]).toMatchObject({
      admin_id: 1,
      action: 'extend',
      model: 'subscriptions',
      row_ids: String(id),
    });
    expect(extended.entries[0].changes?.reason).toEqual({ before: null, after: 'Goodwill' });
    expect(extended.entries[0].changes?.ends_at?.before).toBe(endsAt);
    const cancelled = await logged(() => call('POST', `subscriptions/cancel/${id}`, { reason: 'Moved' }));
    expect(cancelled.entries[0]).toMatchObject({ action: 'cancel', model: 'subscriptions' });
    expect(cancelled.entries[0].changes?.status).toEqual({ before: 'active', after: 'cancelled' });
    expect(await logged(() => call('POST', `subscriptions/cancel/${id}`, { reason: 'Again' }))).toEqual({
      status: 409,
      entries: [],
    });
  });

  it('a support answer and the thread actions record the status they change', async () => {
    const id = await firstLive('chats', (query) => query.where('status', '=', 'open'));
    await db.updateTable('chats').set({ assigned_admin_id: null }).where('id', '=', id).execute();
    const answered = await logged(() => call('POST', 'support-chat/sendMessage', { thread_id: id, message: 'On it' }));
    expect(answered.status).toBe(201);
    expect(answered.entries).toEqual([
      {
        admin_id: 1,
        action: 'send_message',
        model: 'chats',
        row_ids: String(id),
        changes: { status: { before: 'open', after: 'pending' } },
      },
    ]);
    const closed = await logged(() => call('POST', 'search', { model: 'chats', action: 'close', id: [id] }));
    expect(closed.status).toBe(200);
    expect(closed.entries).toEqual([
      {
        admin_id: 1,
        action: 'close',
        model: 'chats',
        row_ids: String(id),
        changes: { status: { before: 'pending', after: 'closed' } },
      },
    ]);
    expect(await logged(() => call('POST', 'support-chat/sendMessage', { thread_id: id, message: 'Late' }))).toEqual({
      status: 409,
      entries: [],
    });
    const assigned = await logged(() => call('POST', 'search', { model: 'chats', action: 'assign_to_me', id: [id] }));
    expect(assigned.entries).toHaveLength(1);
    expect(assigned.entries[0]).toMatchObject({ action: 'assign_to_me', model: 'chats' });
    expect(assigned.entries[0].changes?.assigned_admin_id?.after).toBe(1);
  });
});
