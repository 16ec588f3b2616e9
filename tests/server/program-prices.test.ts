// The pricing-plan form's routes: POST program_prices/store, program_prices/update/{id} and
// GET program_prices/show/{id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { PROGRAM_PRICE_INDEX, PROGRAM_PRICE_KEY } from '../../server/forms/program-prices/unique';
import { isUniqueViolation } from '../../server/forms/shared/lookups';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp, type CallOptions } from './helpers';

let t: TestApp;
let token: string;
let db: Kysely<any>;
let programId: number;
let program: { name_en: string; name_ar: string };

const valid = (overrides: Record<string, unknown> = {}) => ({
  program_id: programId,
  duration_unit: 'days',
  duration_value: 45,
  price: 899.99,
  discounted_price: 749.5,
  enabled: 1,
  ...overrides,
});

const post = (url: string, payload: unknown, options: CallOptions = {}) => t.post(url, payload, { token, ...options });

async function errorsOf(payload: Record<string, unknown>, url = 'program_prices/store') {
  const res = await post(url, payload);
  expect(res.statusCode).toBe(422);
  return res.json().errors as Record<string, string[]>;
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
  const row = await db
    .selectFrom('programs')
    .select(['id', 'name_en', 'name_ar'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  programId = Number(row.id);
  program = { name_en: row.name_en, name_ar: row.name_ar };
});
afterAll(() => t.close());

describe('POST program_prices/store', () => {
  it('creates a plan', async () => {
    const res = await post('program_prices/store', valid());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBeUndefined();
    expect(res.json().data).toMatchObject({
      program_id: programId,
      duration_unit: 'days',
      duration_value: 45,
      price: 899.99,
      discounted_price: 749.5,
      enabled: 1,
    });
  });

  it('accepts text numbers and no discounted price', async () => {
    const res = await post(
      'program_prices/store',
      valid({ program_id: String(programId), duration_value: '46', price: '500', discounted_price: '' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      program_id: programId,
      duration_value: 46,
      price: 500,
      discounted_price: null,
    });
  });

  it('names every missing field with its own message', async () => {
    expect(await errorsOf({})).toEqual({
      program_id: ['The programme is required'],
      duration_unit: ['The duration unit is required'],
      duration_value: ['The duration is required'],
      price: ['The price is required'],
    });
  });

  it('answers in Arabic', async () => {
    const res = await post('program_prices/store', valid({ duration_unit: 'months', duration_value: 2 }), {
      language: 'ar',
    });
    expect(res.json().errors).toEqual({ duration_value: ['اختر 1 أو 3 أو 6 أو 12 شهرًا'] });
  });

  it('checks the programme exists and is not deleted', async () => {
    expect(await errorsOf(valid({ program_id: 999999 }))).toEqual({
      program_id: ['The chosen programme does not exist'],
    });
    expect(await errorsOf(valid({ program_id: 'abc' }))).toEqual({
      program_id: ['The chosen programme does not exist'],
    });
    const trashed = await db.selectFrom('programs').select('id').where('deleted_at', 'is not', null).executeTakeFirst();
    if (trashed)
      expect(await errorsOf(valid({ program_id: Number(trashed.id) }))).toEqual({
        program_id: ['The chosen programme does not exist'],
      });
  });

  it('checks the duration', async () => {
    expect(await errorsOf(valid({ duration_unit: 'weeks' }))).toEqual({
      duration_unit: ['The duration unit must be months or days'],
    });
    expect(await errorsOf(valid({ duration_unit: 'months', duration_value: 4 }))).toEqual({
      duration_value: ['Choose 1, 3, 6 or 12 months'],
    });
    for (const days of [0, 366, 1.5]) {
      expect(await errorsOf(valid({ duration_value: days }))).toEqual({
        duration_value: ['The number of days must be a whole number from 1 to 365'],
      });
    }
  });

  it('checks the prices', async () => {
    expect(await errorsOf(valid({ duration_value: 200, price: 0, discounted_price: null }))).toEqual({
      price: ['The price must be greater than 0'],
    });
    expect(await errorsOf(valid({ duration_value: 200, price: 10.005, discounted_price: 'cheap' }))).toEqual({
      price: ['Use at most two decimal places'],
      discounted_price: ['Must be a number'],
    });
    expect(await errorsOf(valid({ duration_value: 200, price: 500, discounted_price: 500 }))).toEqual({
      discounted_price: ['The discounted price must be lower than the price'],
    });
    expect(await errorsOf(valid({ duration_value: 200, discounted_price: 0 }))).toEqual({
      discounted_price: ['The discounted price must be greater than 0'],
    });
  });

  it('keeps one plan per programme and duration', async () => {
    expect(await errorsOf(valid())).toEqual({
      duration_value: ['This programme already has a pricing plan for this duration'],
    });
    const months = await post('program_prices/store', valid({ duration_unit: 'months', duration_value: 3 }));
    // The seed may already hold this programme's 3-month plan.
    if (months.statusCode === 201) {
      expect(await errorsOf(valid({ duration_unit: 'months', duration_value: 3 }))).toEqual({
        duration_value: ['This programme already has a pricing plan for this duration'],
      });
    } else
      expect(months.json().errors).toEqual({
        duration_value: ['This programme already has a pricing plan for this duration'],
      });
  });
});

describe('the unique index of programme + duration', () => {
  it('refuses a second plan even when the checks are skipped, and is recognised', async () => {
    const now = new Date().toISOString();
    const row = {
      program_id: programId,
      duration_unit: 'days',
      duration_value: 45,
      price: 1,
      discounted_price: null,
      enabled: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    const error = await db
      .insertInto('program_prices')
      .values(row)
      .execute()
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error, PROGRAM_PRICE_INDEX, PROGRAM_PRICE_KEY)).toBe(true);
  });
});

describe('POST program_prices/update/{id} and GET program_prices/show/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = (await post('program_prices/store', valid({ duration_value: 90 }))).json().data.ID;
  });

  it('shows a plan with its programme name in the request language', async () => {
    const en = await t.get(`program_prices/show/${id}`, { token });
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toMatchObject({
      ID: id,
      program_id: programId,
      duration_unit: 'days',
      duration_value: 90,
      price: 899.99,
      program: { id: programId, name: program.name_en },
    });
    const ar = await t.get(`program_prices/show/${id}`, { token, language: 'ar' });
    expect(ar.json().data.program).toEqual({ id: programId, name: program.name_ar });
    expect((await t.get('program_prices/show/999999', { token })).statusCode).toBe(404);
    expect((await t.get('program_prices/show/x', { token })).statusCode).toBe(400);
  });

  it('updates a plan, which may keep its own duration', async () => {
    const res = await post(`program_prices/update/${id}`, {
      id,
      ...valid({ duration_value: 90, price: 999, discounted_price: null, enabled: 0 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeUndefined();
    expect(res.json().data).toMatchObject({ ID: id, price: 999, discounted_price: null, enabled: 0 });
    expect(await errorsOf(valid({ duration_value: 45 }), `program_prices/update/${id}`)).toEqual({
      duration_value: ['This programme already has a pricing plan for this duration'],
    });
    expect((await post('program_prices/update/999999', valid({ duration_value: 200 }))).statusCode).toBe(404);
  });
});

describe('pricing-plan permissions', () => {
  it('answers 403 to the support admin on every route', async () => {
    const support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    expect((await post('program_prices/store', valid({ duration_value: 300 }), { token: support })).statusCode).toBe(
      403,
    );
    expect((await post('program_prices/update/1', valid(), { token: support })).statusCode).toBe(403);
    expect((await t.get('program_prices/show/1', { token: support })).statusCode).toBe(403);
  });

  it('lets view-ProgramPrice read, edit-programprices edit but not create', async () => {
    await addAdmin(t, { email: 'prices@demo.test', roleName: 'Price editor', permissions: ['edit-programprices'] });
    await addAdmin(t, { email: 'viewer@demo.test', roleName: 'Price viewer', permissions: ['view-ProgramPrice'] });
    const editor = await t.login('prices@demo.test');
    const viewer = await t.login('viewer@demo.test');
    const id = Number(
      (
        await db
          .selectFrom('program_prices')
          .select('id')
          .where('deleted_at', 'is', null)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect((await t.get(`program_prices/show/${id}`, { token: editor })).statusCode).toBe(200);
    expect((await t.get(`program_prices/show/${id}`, { token: viewer })).statusCode).toBe(200);
    expect((await post('program_prices/store', valid({ duration_value: 301 }), { token: editor })).statusCode).toBe(
      403,
    );
    expect(
      (await post(`program_prices/update/${id}`, valid({ duration_value: 302 }), { token: viewer })).statusCode,
    ).toBe(403);
    expect(
      (await post(`program_prices/update/${id}`, valid({ duration_value: 302 }), { token: editor })).statusCode,
    ).toBe(200);
  });
});

describe('the pricing-plan list', () => {
  it('lists plans with a link to their programme', async () => {
    const res = await post('search', {
      model: 'program-prices',
      filters: { program_id: [programId] },
      sortBy: ['duration_value'],
      sortDesc: [false],
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.results.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].program).toEqual({ route: 'program-details', id: programId, label: program.name_en });
  });
});
