// The coupon form's routes: POST coupons/store and coupons/update/{id} — every rule, the links to
// programmes, uniqueness, permissions and both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { COUPON_CODE_INDEX } from '../../server/forms/coupons/links';
import { isUniqueViolation } from '../../server/forms/shared/lookups';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp, type CallOptions } from './helpers';

let t: TestApp;
let token: string;
let db: Kysely<any>;
let programIds: number[];
let dietProgramIds: number[];

/** A local calendar day `offset` days from today, as the form sends it. */
function day(offset = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

let codes = 0;
/** A valid body with a fresh code, changed by `overrides`. */
const valid = (overrides: Record<string, unknown> = {}) => ({
  code: `TEST-${++codes}`,
  title_en: 'New year offer',
  title_ar: 'عرض العام الجديد',
  discount_type: 'percentage',
  value: 20,
  max_discount: 150,
  usage_limit: 100,
  usage_limit_per_user: 1,
  valid_from: day(0),
  valid_until: day(30),
  applies_to_all_programs: 1,
  program_ids: [],
  diet_program_ids: [],
  enabled: 1,
  ...overrides,
});

const post = (url: string, payload: unknown, options: CallOptions = {}) => t.post(url, payload, { token, ...options });

async function errorsOf(payload: Record<string, unknown>, url = 'coupons/store') {
  const res = await post(url, payload);
  expect(res.statusCode).toBe(422);
  expect(res.json().message).toBe('The given data was invalid.');
  return res.json().errors as Record<string, string[]>;
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
  programIds = (
    await db.selectFrom('programs').select('id').where('deleted_at', 'is', null).orderBy('id').limit(3).execute()
  ).map((row) => Number(row.id));
  dietProgramIds = (
    await db.selectFrom('diet_programs').select('id').where('deleted_at', 'is', null).orderBy('id').limit(2).execute()
  ).map((row) => Number(row.id));
});
afterAll(() => t.close());

describe('POST coupons/store', () => {
  it('creates a coupon for every programme and answers it', async () => {
    const res = await post('coupons/store', valid({ code: 'FIT-2026' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.state).toBe(1);
    // No message: the admin shows its own success notice.
    expect(body.message).toBeUndefined();
    expect(body.data).toMatchObject({
      code: 'FIT-2026',
      title_en: 'New year offer',
      title_ar: 'عرض العام الجديد',
      discount_type: 'percentage',
      value: 20,
      max_discount: 150,
      usage_limit: 100,
      usage_limit_per_user: 1,
      used_count: 0,
      valid_from: day(0),
      valid_until: day(30),
      applies_to_all_programs: 1,
      program_ids: [],
      diet_program_ids: [],
      enabled: 1,
    });
    expect(body.data.ID).toBeGreaterThan(0);
    const stored = await db.selectFrom('coupons').selectAll().where('id', '=', body.data.ID).executeTakeFirstOrThrow();
    expect(stored.code).toBe('FIT-2026');
    expect(stored.deleted_at).toBeNull();
  });

  it('stores the chosen programmes and diet programmes', async () => {
    const res = await post(
      'coupons/store',
      valid({
        code: 'CHOSEN-1',
        applies_to_all_programs: 0,
        program_ids: [programIds[0], programIds[1], programIds[0]],
        diet_program_ids: [dietProgramIds[0]],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      applies_to_all_programs: 0,
      program_ids: [programIds[0], programIds[1]],
      diet_program_ids: [dietProgramIds[0]],
    });
    const id = res.json().data.ID;
    const linkedPrograms = await db
      .selectFrom('coupon_programs')
      .select('program_id')
      .where('coupon_id', '=', id)
      .orderBy('program_id')
      .execute();
    expect(linkedPrograms.map((row) => Number(row.program_id))).toEqual([programIds[0], programIds[1]]);
    const linkedDiet = await db
      .selectFrom('coupon_diet_programs')
      .select('diet_program_id')
      .where('coupon_id', '=', id)
      .execute();
    expect(linkedDiet.map((row) => Number(row.diet_program_id))).toEqual([dietProgramIds[0]]);

    // getSingle loads the coupon with its links, as the edit form needs them.
    const single = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/getSingle/coupons/${id}`,
      headers: t.auth(token),
    });
    expect(single.json().data.item).toMatchObject({
      code: 'CHOSEN-1',
      program_ids: [programIds[0], programIds[1]],
      diet_program_ids: [dietProgramIds[0]],
      programs: [
        { id: programIds[0], label: expect.any(String) },
        { id: programIds[1], label: expect.any(String) },
      ],
      diet_programs: [{ id: dietProgramIds[0], label: expect.any(String) }],
    });
  });

  it('accepts numbers sent as text, and a fixed coupon without a cap', async () => {
    const res = await post(
      'coupons/store',
      valid({
        code: 'FIXED-50',
        discount_type: 'fixed',
        value: '49.50',
        max_discount: null,
        usage_limit: '10',
        usage_limit_per_user: '2',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      discount_type: 'fixed',
      value: 49.5,
      max_discount: null,
      usage_limit: 10,
      usage_limit_per_user: 2,
    });
  });

  it('names every missing field with its own message', async () => {
    expect(await errorsOf({})).toEqual({
      code: ['The code is required'],
      title_en: ['The English title is required'],
      title_ar: ['The Arabic title is required'],
      discount_type: ['The type is required'],
      value: ['The value is required'],
      usage_limit: ['The usage limit is required'],
      usage_limit_per_user: ['The limit per user is required'],
      valid_from: ['The start date is required'],
      valid_until: ['The end date is required'],
    });
  });

  it('answers in Arabic', async () => {
    const res = await post('coupons/store', { ...valid(), code: '', valid_from: day(-3) }, { language: 'ar' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('البيانات المُدخلة غير صالحة.');
    expect(res.json().errors).toEqual({
      code: ['الكود مطلوب'],
      valid_from: ['لا يمكن أن يكون تاريخ البداية قبل اليوم'],
    });
  });

  it('checks the code: format and uniqueness (case-insensitive, deleted coupons included)', async () => {
    expect(await errorsOf(valid({ code: 'fit-2026' }))).toEqual({
      code: ['Use 3 to 32 upper-case letters, digits or dashes'],
    });
    expect(await errorsOf(valid({ code: 'AB' }))).toEqual({
      code: ['Use 3 to 32 upper-case letters, digits or dashes'],
    });
    expect(await errorsOf(valid({ code: 'SAVE 10' }))).toEqual({
      code: ['Use 3 to 32 upper-case letters, digits or dashes'],
    });
    expect(await errorsOf(valid({ code: 'FIT-2026' }))).toEqual({
      code: ['This code is already used by another coupon'],
    });
    const trashed = await db
      .selectFrom('coupons')
      .select('code')
      .where('deleted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(await errorsOf(valid({ code: trashed.code }))).toEqual({
      code: ['This code is already used by another coupon'],
    });
  });

  it('has a unique index on the lower-cased code, recognised when two saves race', async () => {
    const now = new Date().toISOString();
    const row = { ...valid({ code: 'fit-2026' }), used_count: 0, created_at: now, updated_at: now, deleted_at: null };
    const { program_ids: _p, diet_program_ids: _d, ...columns } = row;
    const error = await db
      .insertInto('coupons')
      .values(columns)
      .execute()
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error, COUPON_CODE_INDEX)).toBe(true);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: coupon_programs.coupon_id'), COUPON_CODE_INDEX)).toBe(
      false,
    );
  });

  it('checks titles are not blank or too long', async () => {
    expect(await errorsOf(valid({ title_en: '   ', title_ar: 'x'.repeat(151) }))).toEqual({
      title_en: ['The English title is required'],
      title_ar: ['May not be longer than 150 characters'],
    });
  });

  it('checks the type and value', async () => {
    expect(await errorsOf(valid({ discount_type: 'free' }))).toEqual({
      discount_type: ['The type must be percentage or fixed'],
    });
    expect(await errorsOf(valid({ value: 0 }))).toEqual({ value: ['A percentage must be between 1 and 100'] });
    expect(await errorsOf(valid({ value: 100.5 }))).toEqual({ value: ['A percentage must be between 1 and 100'] });
    expect(await errorsOf(valid({ value: 'ten' }))).toEqual({ value: ['Must be a number'] });
    expect(await errorsOf(valid({ value: 12.345 }))).toEqual({ value: ['Use at most two decimal places'] });
    expect(await errorsOf(valid({ discount_type: 'fixed', max_discount: null, value: 0 }))).toEqual({
      value: ['The amount must be greater than 0'],
    });
    expect(await errorsOf(valid({ discount_type: 'fixed', max_discount: null, value: -5 }))).toEqual({
      value: ['The amount must be greater than 0'],
    });
  });

  it('allows a cap only on percentage coupons, and only above 0', async () => {
    expect(await errorsOf(valid({ discount_type: 'fixed', value: 50, max_discount: 20 }))).toEqual({
      max_discount: ['Max discount applies to percentage coupons only'],
    });
    expect(await errorsOf(valid({ max_discount: 0 }))).toEqual({
      max_discount: ['Max discount must be greater than 0'],
    });
    expect(await errorsOf(valid({ max_discount: 'a lot' }))).toEqual({ max_discount: ['Must be a number'] });
    const res = await post('coupons/store', valid({ code: 'NO-CAP', max_discount: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.max_discount).toBeNull();
  });

  it('checks the usage limits', async () => {
    expect(await errorsOf(valid({ usage_limit: 0, usage_limit_per_user: 1.5 }))).toEqual({
      usage_limit: ['Must be a whole number of at least 1'],
      usage_limit_per_user: ['Must be a whole number of at least 1'],
    });
    expect(await errorsOf(valid({ usage_limit: 5, usage_limit_per_user: 6 }))).toEqual({
      usage_limit_per_user: ['The limit per user cannot exceed the usage limit'],
    });
  });

  it('checks the dates', async () => {
    expect(await errorsOf(valid({ valid_from: day(-3) }))).toEqual({
      valid_from: ['The start date cannot be before today'],
    });
    expect(await errorsOf(valid({ valid_from: day(5), valid_until: day(5) }))).toEqual({
      valid_until: ['End date must be after start date'],
    });
    expect(await errorsOf(valid({ valid_from: day(5), valid_until: day(2) }))).toEqual({
      valid_until: ['End date must be after start date'],
    });
    expect(await errorsOf(valid({ valid_from: '2031-02-30', valid_until: 'soon' }))).toEqual({
      valid_from: ['Enter a valid date'],
      valid_until: ['Enter a valid date'],
    });
  });

  it('checks the programmes when the coupon is not for all of them', async () => {
    expect(await errorsOf(valid({ applies_to_all_programs: 0 }))).toEqual({
      program_ids: ['Choose at least one programme or diet programme, or apply the coupon to all programmes'],
    });
    expect(
      await errorsOf(
        valid({ applies_to_all_programs: 0, program_ids: [programIds[0], 999999], diet_program_ids: [888888] }),
      ),
    ).toEqual({
      program_ids: ['These programmes do not exist: 999999'],
      diet_program_ids: ['These diet programmes do not exist: 888888'],
    });
    const trashed = await db.selectFrom('programs').select('id').where('deleted_at', 'is not', null).executeTakeFirst();
    if (trashed) {
      expect(await errorsOf(valid({ applies_to_all_programs: 0, program_ids: [Number(trashed.id)] }))).toEqual({
        program_ids: [`These programmes do not exist: ${trashed.id}`],
      });
    }
    // For all programmes, earlier choices are dropped rather than checked.
    const res = await post(
      'coupons/store',
      valid({ code: 'ALL-DROP', applies_to_all_programs: 1, program_ids: [999999] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.program_ids).toEqual([]);
  });

  it('refuses unknown fields and wrong types with 400', async () => {
    const unknown = await post('coupons/store', valid({ code: 'X-UNKNOWN', used_count: 50 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ used_count: ['The used_count field is not allowed.'] });
    const wrongType = await post('coupons/store', valid({ program_ids: 'all' }));
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors)).toEqual(['program_ids']);
  });
});

describe('POST coupons/update/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = (await post('coupons/store', valid({ code: 'EDIT-ME' }))).json().data.ID;
  });

  it('updates the coupon with the id repeated in the body', async () => {
    const res = await post(`coupons/update/${id}`, { id, ...valid({ code: 'EDIT-ME', value: 35, enabled: 0 }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ID: id, code: 'EDIT-ME', value: 35, enabled: 0 });
  });

  it('keeps a start date already in the past, but does not move one there', async () => {
    await db
      .updateTable('coupons')
      .set({ valid_from: day(-10), used_count: 40 })
      .where('id', '=', id)
      .execute();
    const kept = await post(`coupons/update/${id}`, valid({ code: 'EDIT-ME', valid_from: day(-10) }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.used_count).toBe(40);
    expect(await errorsOf(valid({ code: 'EDIT-ME', valid_from: day(-9) }), `coupons/update/${id}`)).toEqual({
      valid_from: ['The start date cannot be before today'],
    });
  });

  it('does not let the usage limit fall below the uses so far', async () => {
    expect(
      await errorsOf(valid({ code: 'EDIT-ME', valid_from: day(-10), usage_limit: 39 }), `coupons/update/${id}`),
    ).toEqual({
      usage_limit: ['The usage limit cannot be lower than the 40 uses so far'],
    });
  });

  it("refuses another coupon's code", async () => {
    expect(await errorsOf(valid({ code: 'FIT-2026', valid_from: day(-10) }), `coupons/update/${id}`)).toEqual({
      code: ['This code is already used by another coupon'],
    });
  });

  it('keeps a linked programme deleted since, but does not take a newly chosen deleted one', async () => {
    const [kept, other] = (
      await db
        .selectFrom('programs')
        .select('id')
        .where('deleted_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(2)
        .execute()
    ).map((row) => Number(row.id));
    const created = await post('coupons/store', valid({ applies_to_all_programs: 0, program_ids: [kept] }));
    expect(created.statusCode).toBe(201);
    const couponId = created.json().data.ID;
    await db
      .updateTable('programs')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', 'in', [kept, other])
      .execute();
    try {
      const body = { ...valid({ code: created.json().data.code, applies_to_all_programs: 0 }) };
      expect((await post(`coupons/update/${couponId}`, { ...body, program_ids: [kept] })).statusCode).toBe(200);
      expect(await errorsOf({ ...body, program_ids: [kept, other] }, `coupons/update/${couponId}`)).toEqual({
        program_ids: [`These programmes do not exist: ${other}`],
      });
    } finally {
      await db.updateTable('programs').set({ deleted_at: null }).where('id', 'in', [kept, other]).execute();
    }
  });

  it('answers 404 for a missing or deleted coupon, 422 for an id that differs from the path', async () => {
    const missing = await post('coupons/update/999999', valid());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This item was not found.');
    const trashed = await db
      .selectFrom('coupons')
      .select('id')
      .where('deleted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect((await post(`coupons/update/${trashed.id}`, valid())).statusCode).toBe(404);
    const mismatch = await post(`coupons/update/${id}`, { ...valid({ code: 'EDIT-ME' }), id: id + 1 });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ id: ['The id does not match the item being updated.'] });
    expect((await post('coupons/update/abc', valid())).statusCode).toBe(400);
  });
});

describe('coupon form permissions', () => {
  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/coupons/store', payload: valid() });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to the support admin', async () => {
    const support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const store = await post('coupons/store', valid({ code: 'NOPE-1' }), { token: support });
    expect(store.statusCode).toBe(403);
    expect(store.json().message).toBe("You don't have permission to do this.");
    expect((await post('coupons/update/1', valid(), { token: support })).statusCode).toBe(403);
  });

  it('lets create-coupons create, edit-coupons edit and manage-coupons do both', async () => {
    await addAdmin(t, { email: 'creator@demo.test', roleName: 'Coupon creator', permissions: ['create-coupons'] });
    await addAdmin(t, { email: 'editor@demo.test', roleName: 'Coupon editor', permissions: ['edit-coupons'] });
    await addAdmin(t, { email: 'manager@demo.test', roleName: 'Coupon manager', permissions: ['manage-coupons'] });
    const creator = await t.login('creator@demo.test');
    const editor = await t.login('editor@demo.test');
    const manager = await t.login('manager@demo.test');
    const created = await post('coupons/store', valid({ code: 'BY-CREATOR' }), { token: creator });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.ID;
    expect((await post(`coupons/update/${id}`, valid({ code: 'BY-CREATOR' }), { token: creator })).statusCode).toBe(
      403,
    );
    expect((await post('coupons/store', valid({ code: 'BY-EDITOR' }), { token: editor })).statusCode).toBe(403);
    expect((await post(`coupons/update/${id}`, valid({ code: 'BY-EDITOR' }), { token: editor })).statusCode).toBe(200);
    expect((await post('coupons/store', valid({ code: 'BY-MANAGER' }), { token: manager })).statusCode).toBe(201);
    expect((await post(`coupons/update/${id}`, valid({ code: 'BY-MANAGER-2' }), { token: manager })).statusCode).toBe(
      200,
    );
  });
});

describe('the coupon list', () => {
  it('finds a saved coupon by its code', async () => {
    const res = await post('search', { model: 'coupons', filters: { code: 'FIT-2026' } });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.results.data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      code: 'FIT-2026',
      title: 'New year offer',
      valid_from: day(0),
      valid_until: day(30),
      applies_to_all_programs: 1,
    });
  });
});
