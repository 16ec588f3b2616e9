// The discount form's routes: POST discounts/store, POST discounts/update/{id}, and a loaded discount
// (getSingle) with its linked users, programmes and diet programmes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp, type CallOptions } from './helpers';

let t: TestApp;
let token: string;
const db = () => t.db as unknown as import('kysely').Kysely<any>;

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

const valid = () => ({
  users_ids: [] as number[],
  gender: null as string | null,
  discount_type: 'percentage',
  value: 20,
  max_value: 150,
  max_users: 10,
  enabled: 1,
  start_date: day(1),
  end_date: day(30),
  applied_for_all_workout_programs: 1,
  program_ids: [] as number[],
  applied_for_all_diet_programs: 1,
  diet_program_ids: [] as number[],
  code: null as string | null,
});

async function liveIds(table: string, count: number): Promise<number[]> {
  const rows = await db()
    .selectFrom(table)
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((row) => Number(row.id));
}

const post = (url: string, payload: unknown, options: CallOptions = {}) => t.post(url, payload, { token, ...options });

async function store(payload: unknown, language: 'en' | 'ar' = 'en') {
  return post('discounts/store', payload, { language });
}

async function errorsOf(payload: unknown, language: 'en' | 'ar' = 'en') {
  const res = await store(payload, language);
  expect(res.statusCode).toBe(422);
  return res.json().errors as Record<string, string[]>;
}

let codeCounter = 0;
const freshCode = () => `TEST${++codeCounter}${Date.now() % 100000}`;

beforeAll(async () => {
  t = await createTestApp({ models: true });
  token = await t.login();
});

afterAll(async () => {
  await t?.close();
});

describe('POST discounts/store', () => {
  it('creates a discount with its links and answers 201 with the stored item', async () => {
    const users = await liveIds('users', 2);
    const programs = await liveIds('programs', 2);
    const dietPrograms = await liveIds('diet_programs', 1);
    const code = freshCode();
    const res = await store({
      ...valid(),
      code,
      gender: 'female',
      users_ids: [users[1], users[0], users[0]],
      applied_for_all_workout_programs: 0,
      program_ids: programs,
      applied_for_all_diet_programs: false,
      diet_program_ids: dietPrograms,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'state']);
    expect(body.state).toBe(1);
    expect(body.data).toMatchObject({
      code,
      gender: 'female',
      discount_type: 'percentage',
      value: 20,
      max_value: 150,
      max_users: 10,
      enabled: 1,
      start_date: day(1),
      end_date: day(30),
      applied_for_all_workout_programs: 0,
      applied_for_all_diet_programs: 0,
      users_ids: [...users].sort((a, b) => a - b),
      program_ids: programs,
      diet_program_ids: dietPrograms,
      deleted_at: null,
    });
    expect(body.data.ID).toBe(body.data.id);

    const single = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/getSingle/discounts/${body.data.ID}`,
      headers: t.auth(token),
    });
    const item = single.json().data.item;
    expect(item.users.map((user: { id: number }) => user.id)).toEqual([...users].sort((a, b) => a - b));
    expect(item.programs.map((program: { id: number }) => program.id)).toEqual(programs);
    expect(item.diet_programs).toEqual([{ id: dietPrograms[0], label: expect.any(String) }]);
    expect(item.users[0].label).not.toBe('');
  });

  it('stores an empty optional field as null and defaults the switches', async () => {
    const res = await store({
      discount_type: 'fixed',
      value: '75.5',
      max_value: 999,
      start_date: day(0),
      end_date: day(0),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      discount_type: 'fixed',
      value: 75.5,
      // A cap only applies to percentages.
      max_value: null,
      max_users: null,
      gender: null,
      code: null,
      enabled: 1,
      applied_for_all_workout_programs: 0,
      applied_for_all_diet_programs: 0,
      users_ids: [],
      program_ids: [],
      diet_program_ids: [],
    });
  });

  it('stores a free discount (percentage, 100, 100)', async () => {
    const res = await store({ ...valid(), value: 100, max_value: 100 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ discount_type: 'percentage', value: 100, max_value: 100 });
  });

  it('answers the required fields with the exact body', async () => {
    const res = await store({});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: {
        discount_type: ['The type is required'],
        value: ['The value is required'],
        start_date: ['The start date is required'],
        end_date: ['The end date is required'],
      },
    });
  });

  it('answers in Arabic', async () => {
    const res = await store({ value: '', discount_type: '', start_date: '', end_date: '' }, 'ar');
    expect(res.json()).toEqual({
      state: 0,
      message: 'البيانات المُدخلة غير صالحة.',
      errors: {
        discount_type: ['النوع مطلوب'],
        value: ['القيمة مطلوبة'],
        start_date: ['تاريخ البداية مطلوب'],
        end_date: ['تاريخ النهاية مطلوب'],
      },
    });
    expect((await errorsOf({ ...valid(), max_value: null }, 'ar')).max_value).toEqual([
      'الحد الأقصى للقيمة مطلوب عند اختيار النسبة المئوية',
    ]);
    expect((await errorsOf({ ...valid(), max_value: -1 }, 'ar')).max_value).toEqual(['يجب أن يكون رقمًا بين 0 و100']);
    expect((await errorsOf({ ...valid(), end_date: day(0) }, 'ar')).end_date).toEqual([
      'يجب أن يكون تاريخ النهاية بعد تاريخ البداية',
    ]);
  });

  it('requires a max value for percentage discounts only', async () => {
    expect(await errorsOf({ ...valid(), max_value: null })).toEqual({
      max_value: ['Max Value is required for percentage type'],
    });
    expect(await errorsOf({ ...valid(), max_value: '  ' })).toEqual({
      max_value: ['Max Value is required for percentage type'],
    });
    expect((await store({ ...valid(), discount_type: 'fixed', max_value: null })).statusCode).toBe(201);
  });

  it.each([['abc'], [-1], ['-0.5']])('refuses the max value %s as not a number between 0 and 100', async (maxValue) => {
    expect(await errorsOf({ ...valid(), max_value: maxValue })).toEqual({
      max_value: ['Must be a number between 0 and 100'],
    });
  });

  it('accepts a max value of 0 and above 100 (it caps the discount in EGP)', async () => {
    expect((await store({ ...valid(), max_value: 0 })).statusCode).toBe(201);
    expect((await store({ ...valid(), max_value: '2500' })).json().data.max_value).toBe(2500);
  });

  it('checks the type and the value', async () => {
    expect(await errorsOf({ ...valid(), discount_type: 'bogus' })).toEqual({
      discount_type: ['The type must be percentage or fixed'],
    });
    expect(await errorsOf({ ...valid(), value: 0 })).toEqual({ value: ['The value must be a number greater than 0'] });
    expect(await errorsOf({ ...valid(), value: 'ten' })).toEqual({
      value: ['The value must be a number greater than 0'],
    });
    expect(await errorsOf({ ...valid(), value: 120 })).toEqual({ value: ['A percentage cannot be more than 100'] });
    expect(await errorsOf({ ...valid(), value: 12.345 })).toEqual({ value: ['Use at most two decimal places'] });
    expect(await errorsOf({ ...valid(), discount_type: 'fixed', value: 5e9 })).toEqual({
      value: ['The number is too large'],
    });
    expect((await store({ ...valid(), discount_type: 'fixed', value: 120 })).statusCode).toBe(201);
  });

  it.each([[-1], [1.5], ['many']])('refuses max users %s', async (maxUsers) => {
    expect(await errorsOf({ ...valid(), max_users: maxUsers })).toEqual({
      max_users: ['Max users must be a whole number of at least 0'],
    });
  });

  it('accepts max users 0 and empty', async () => {
    expect((await store({ ...valid(), max_users: 0 })).json().data.max_users).toBe(0);
    expect((await store({ ...valid(), max_users: '' })).json().data.max_users).toBeNull();
  });

  it('checks the gender', async () => {
    expect(await errorsOf({ ...valid(), gender: 'other' })).toEqual({
      gender: ['The gender must be male, female or any'],
    });
    expect((await store({ ...valid(), gender: '' })).json().data.gender).toBeNull();
    expect((await store({ ...valid(), gender: 'male' })).json().data.gender).toBe('male');
  });

  it('checks the dates', async () => {
    expect(await errorsOf({ ...valid(), start_date: day(-3) })).toEqual({
      start_date: ['The start date cannot be before today'],
    });
    expect(await errorsOf({ ...valid(), start_date: day(5), end_date: day(4) })).toEqual({
      end_date: ['End date must be after start date'],
    });
    expect(await errorsOf({ ...valid(), start_date: '2030-02-30', end_date: '31/12/2030' })).toEqual({
      start_date: ['Enter a valid date'],
      end_date: ['Enter a valid date'],
    });
    // The same day is not before the start.
    expect((await store({ ...valid(), start_date: day(5), end_date: day(5) })).statusCode).toBe(201);
  });

  it('checks the code and keeps it unique, case-insensitively and against trashed discounts', async () => {
    const code = freshCode();
    expect((await store({ ...valid(), code })).statusCode).toBe(201);
    const res = await store({ ...valid(), code: code.toLowerCase() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { code: ['The code has already been taken.'] },
    });
    expect((await errorsOf({ ...valid(), code: ` ${code} ` }, 'ar')).code).toEqual(['هذا الكود مستخدم بالفعل.']);

    const trashed = freshCode();
    const created = (await store({ ...valid(), code: trashed })).json().data;
    await db()
      .updateTable('discounts')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', created.ID)
      .execute();
    expect(await errorsOf({ ...valid(), code: trashed })).toEqual({ code: ['The code has already been taken.'] });

    expect(await errorsOf({ ...valid(), code: 'has space' })).toEqual({
      code: ['The code may only contain letters, digits, dashes and underscores.'],
    });
    expect(await errorsOf({ ...valid(), code: 'X'.repeat(51) })).toEqual({
      code: ['The code may not be longer than 50 characters.'],
    });
  });

  it('enforces code uniqueness in the database too', async () => {
    const code = freshCode();
    await store({ ...valid(), code });
    const now = new Date().toISOString();
    await expect(
      db()
        .insertInto('discounts')
        .values({
          code: code.toLowerCase(),
          discount_type: 'fixed',
          value: 1,
          start_date: day(1),
          end_date: day(2),
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses unknown and trashed users and programmes', async () => {
    const [trashedProgram] = await liveIds('programs', 1);
    await db()
      .updateTable('programs')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', trashedProgram)
      .execute();
    const errors = await errorsOf({
      ...valid(),
      users_ids: [99_999_999],
      applied_for_all_workout_programs: 0,
      program_ids: [trashedProgram, 88_888_888],
      applied_for_all_diet_programs: 0,
      diet_program_ids: [77_777_777],
    });
    expect(errors).toEqual({
      users_ids: ['These users do not exist: 99999999.'],
      program_ids: [`These programmes do not exist: ${trashedProgram}, 88888888.`],
      diet_program_ids: ['These diet programmes do not exist: 77777777.'],
    });
    await db().updateTable('programs').set({ deleted_at: null }).where('id', '=', trashedProgram).execute();
  });

  it('drops the programmes of an "applied for all" switch', async () => {
    const res = await store({
      ...valid(),
      program_ids: [99_999_999],
      diet_program_ids: await liveIds('diet_programs', 2),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ program_ids: [], diet_program_ids: [] });
  });

  it('writes nothing when a rule fails', async () => {
    const before = await db()
      .selectFrom('discounts')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirst();
    const users = await liveIds('users', 1);
    await errorsOf({ ...valid(), users_ids: users, end_date: day(-10) });
    const after = await db()
      .selectFrom('discounts')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirst();
    expect(Number(after?.count)).toBe(Number(before?.count));
  });

  it('answers 400 for unknown fields and wrong shapes', async () => {
    const unknown = await store({ ...valid(), surprise: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toBeDefined();
    expect((await store({ ...valid(), users_ids: 'all' })).statusCode).toBe(400);
    expect((await store({ ...valid(), program_ids: [0] })).statusCode).toBe(400);
    expect((await store({ ...valid(), enabled: 'yes' })).statusCode).toBe(400);
    expect((await store({ ...valid(), value: { amount: 1 } })).statusCode).toBe(400);
  });
});

describe('POST discounts/update/{id}', () => {
  async function createOne(overrides: Record<string, unknown> = {}) {
    const res = await store({ ...valid(), code: freshCode(), ...overrides });
    expect(res.statusCode).toBe(201);
    return res.json().data as Record<string, unknown> & { ID: number };
  }

  it('updates the discount and replaces its links', async () => {
    const users = await liveIds('users', 3);
    const programs = await liveIds('programs', 3);
    const created = await createOne({
      users_ids: users.slice(0, 2),
      applied_for_all_workout_programs: 0,
      program_ids: programs.slice(0, 2),
    });
    const res = await post(`discounts/update/${created.ID}`, {
      id: created.ID,
      ...valid(),
      code: created.code,
      discount_type: 'fixed',
      value: 300,
      users_ids: [users[2]],
      applied_for_all_workout_programs: 0,
      program_ids: [programs[2]],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'state']);
    expect(body.data).toMatchObject({
      ID: created.ID,
      discount_type: 'fixed',
      value: 300,
      max_value: null,
      users_ids: [users[2]],
      program_ids: [programs[2]],
    });
    const links = await db()
      .selectFrom('discount_users')
      .select('user_id')
      .where('discount_id', '=', created.ID)
      .execute();
    expect(links.map((row) => Number(row.user_id))).toEqual([users[2]]);
  });

  it('clears the programme links when "applied for all" is switched on', async () => {
    const programs = await liveIds('programs', 2);
    const created = await createOne({ applied_for_all_workout_programs: 0, program_ids: programs });
    const res = await post(`discounts/update/${created.ID}`, {
      ...valid(),
      code: created.code,
      applied_for_all_workout_programs: 1,
      program_ids: programs,
    });
    expect(res.json().data.program_ids).toEqual([]);
    expect(
      await db().selectFrom('discount_programs').select('program_id').where('discount_id', '=', created.ID).execute(),
    ).toEqual([]);
  });

  it('keeps a start date that has passed since, but refuses moving it into the past', async () => {
    const created = await createOne();
    await db()
      .updateTable('discounts')
      .set({ start_date: day(-20) })
      .where('id', '=', created.ID)
      .execute();
    const kept = await post(`discounts/update/${created.ID}`, {
      ...valid(),
      code: created.code,
      start_date: day(-20),
      value: 30,
    });
    expect(kept.statusCode).toBe(200);
    const moved = await post(`discounts/update/${created.ID}`, {
      ...valid(),
      code: created.code,
      start_date: day(-10),
    });
    expect(moved.json().errors).toEqual({ start_date: ['The start date cannot be before today'] });
  });

  it("keeps its own code and refuses another discount's", async () => {
    const first = await createOne();
    const second = await createOne();
    expect(
      (await post(`discounts/update/${first.ID}`, { ...valid(), code: String(first.code).toLowerCase() })).statusCode,
    ).toBe(200);
    const res = await post(`discounts/update/${second.ID}`, { ...valid(), code: first.code });
    expect(res.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { code: ['The code has already been taken.'] },
    });
  });

  it('keeps links to rows deleted since, and refuses new unknown ones', async () => {
    const [program] = await liveIds('programs', 1);
    const created = await createOne({ applied_for_all_workout_programs: 0, program_ids: [program] });
    await db()
      .updateTable('programs')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', program)
      .execute();
    const kept = await post(`discounts/update/${created.ID}`, {
      ...valid(),
      code: created.code,
      applied_for_all_workout_programs: 0,
      program_ids: [program],
    });
    expect(kept.statusCode).toBe(200);
    const added = await post(`discounts/update/${created.ID}`, {
      ...valid(),
      code: created.code,
      users_ids: [99_999_998],
    });
    expect(added.json().errors).toEqual({ users_ids: ['These users do not exist: 99999998.'] });
    await db().updateTable('programs').set({ deleted_at: null }).where('id', '=', program).execute();
  });

  it('validates like store', async () => {
    const created = await createOne();
    const res = await post(`discounts/update/${created.ID}`, {
      id: String(created.ID),
      discount_type: '',
      value: null,
      start_date: '',
      end_date: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      discount_type: ['The type is required'],
      value: ['The value is required'],
      start_date: ['The start date is required'],
      end_date: ['The end date is required'],
    });
  });

  it('refuses an id that differs from the path, and answers 404 for a missing or trashed discount', async () => {
    const created = await createOne();
    const mismatch = await post(`discounts/update/${created.ID}`, { ...valid(), id: created.ID + 1 });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ id: ['The id does not match the address.'] });
    const missing = await post('discounts/update/99999999', valid());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ state: 0, message: 'Discount not found.' });
    await db()
      .updateTable('discounts')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', created.ID)
      .execute();
    expect((await post(`discounts/update/${created.ID}`, valid(), { language: 'ar' })).json()).toEqual({
      state: 0,
      message: 'الخصم غير موجود.',
    });
    expect((await post('discounts/update/abc', valid())).statusCode).toBe(400);
  });
});

describe('discount permissions', () => {
  it('answers 401 without a token and 403 for the support admin', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/admin/discounts/store', payload: valid() });
    expect(anonymous.statusCode).toBe(401);
    const support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const created = await post('discounts/store', valid(), { token: support });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ state: 0, message: expect.any(String) });
    expect((await post('discounts/update/1', valid(), { token: support })).statusCode).toBe(403);
  });

  it('needs create- or manage-discounts to store and edit- or manage-discounts to update', async () => {
    await addAdmin(t, { email: 'creator@demo.test', roleName: 'Discount creator', permissions: ['create-discounts'] });
    await addAdmin(t, { email: 'editor@demo.test', roleName: 'Discount editor', permissions: ['edit-discounts'] });
    await addAdmin(t, { email: 'manager@demo.test', roleName: 'Discount manager', permissions: ['manage-discounts'] });
    const creator = await t.login('creator@demo.test');
    const editor = await t.login('editor@demo.test');
    const manager = await t.login('manager@demo.test');

    const created = await post('discounts/store', valid(), { token: creator });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.ID;
    expect((await post(`discounts/update/${id}`, valid(), { token: creator })).statusCode).toBe(403);
    expect((await post('discounts/store', valid(), { token: editor })).statusCode).toBe(403);
    expect((await post(`discounts/update/${id}`, valid(), { token: editor })).statusCode).toBe(200);
    expect((await post('discounts/store', valid(), { token: manager })).statusCode).toBe(201);
    expect((await post(`discounts/update/${id}`, valid(), { token: manager })).statusCode).toBe(200);
  });
});

describe('what the discount form reads', () => {
  it('loads up to 1000 users in one search page (spec 7.5)', async () => {
    const res = await post('search', { model: 'users', itemsPerPage: 1000, page: 1 });
    expect(res.statusCode).toBe(200);
    const { results } = res.json().data;
    expect(results.data.length).toBe(Math.min(1000, results.total));
    expect(results.data[0]).toHaveProperty('ID');
    expect((await post('search', { model: 'users', itemsPerPage: 999 })).statusCode).toBe(400);
  });

  it('searches programmes and diet programmes for the pickers', async () => {
    for (const model of ['programs', 'diet-programs']) {
      const res = await post('search-picker', { model, direct: true, query: '', alldata: 0 });
      expect(res.statusCode).toBe(200);
      const options = res.json().data as Record<string, string>;
      expect(Object.keys(options).length).toBeGreaterThan(10);
      expect(Object.values(options).every((label) => label !== '')).toBe(true);
    }
  });

  it('loads a seeded discount with its lists', async () => {
    const link = await db().selectFrom('discount_programs').select('discount_id').limit(1).executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/getSingle/discounts/${link.discount_id}`,
      headers: t.auth(token, 'ar'),
    });
    const item = res.json().data.item;
    expect(item.program_ids.length).toBeGreaterThan(0);
    expect(item.programs.map((program: { id: number }) => program.id)).toEqual(item.program_ids);
    expect(item.programs[0].label).toMatch(/[\u0600-\u06FF]/);
    expect(Array.isArray(item.users)).toBe(true);
    expect(Array.isArray(item.diet_programs)).toBe(true);
  });
});
