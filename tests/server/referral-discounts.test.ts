// The referral-discount form's routes: POST referral-discounts/store and referral-discounts/update/{id}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp, type CallOptions } from './helpers';

let t: TestApp;
let token: string;
let db: Kysely<any>;

function day(offset = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  name_en: 'Bring a friend',
  name_ar: 'أحضر صديقًا',
  referrer_reward_type: 'fixed',
  referrer_reward_value: 100,
  referred_reward_type: 'percentage',
  referred_reward_value: 15,
  min_subscription_amount: 300,
  max_uses_per_referrer: 5,
  valid_from: day(0),
  valid_until: day(60),
  enabled: 1,
  ...overrides,
});

const post = (url: string, payload: unknown, options: CallOptions = {}) => t.post(url, payload, { token, ...options });

async function errorsOf(payload: Record<string, unknown>, url = 'referral-discounts/store') {
  const res = await post(url, payload);
  expect(res.statusCode).toBe(422);
  return res.json().errors as Record<string, string[]>;
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
});
afterAll(() => t.close());

describe('POST referral-discounts/store', () => {
  it('creates a referral discount', async () => {
    const res = await post('referral-discounts/store', valid());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBeUndefined();
    expect(res.json().data).toMatchObject({
      name_en: 'Bring a friend',
      name_ar: 'أحضر صديقًا',
      referrer_reward_type: 'fixed',
      referrer_reward_value: 100,
      referred_reward_type: 'percentage',
      referred_reward_value: 15,
      min_subscription_amount: 300,
      max_uses_per_referrer: 5,
      valid_from: day(0),
      valid_until: day(60),
      enabled: 1,
    });
    const stored = await db
      .selectFrom('referral_discounts')
      .selectAll()
      .where('id', '=', res.json().data.ID)
      .executeTakeFirstOrThrow();
    expect(stored.name_en).toBe('Bring a friend');
  });

  it('names every missing field with its own message', async () => {
    expect(await errorsOf({})).toEqual({
      name_en: ['The English name is required'],
      name_ar: ['The Arabic name is required'],
      referrer_reward_type: ['The referrer reward type is required'],
      referrer_reward_value: ['The referrer reward value is required'],
      referred_reward_type: ['The referred user reward type is required'],
      referred_reward_value: ['The referred user reward value is required'],
      min_subscription_amount: ['The minimum subscription amount is required'],
      max_uses_per_referrer: ['The maximum uses per referrer is required'],
      valid_from: ['The start date is required'],
      valid_until: ['The end date is required'],
    });
  });

  it('answers in Arabic', async () => {
    const res = await post('referral-discounts/store', valid({ name_ar: '', referred_reward_value: 120 }), {
      language: 'ar',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name_ar: ['الاسم بالعربية مطلوب'],
      referred_reward_value: ['يجب أن تكون النسبة بين 1 و100'],
    });
  });

  it('checks both rewards as percentage 1–100 or a fixed amount above 0', async () => {
    expect(await errorsOf(valid({ referrer_reward_type: 'points', referred_reward_value: 0 }))).toEqual({
      referrer_reward_type: ['The type must be percentage or fixed'],
      referred_reward_value: ['A percentage must be between 1 and 100'],
    });
    expect(await errorsOf(valid({ referrer_reward_value: 0, referred_reward_value: 'x' }))).toEqual({
      referrer_reward_value: ['The amount must be greater than 0'],
      referred_reward_value: ['Must be a number'],
    });
    expect(await errorsOf(valid({ referrer_reward_value: 10.001 }))).toEqual({
      referrer_reward_value: ['Use at most two decimal places'],
    });
  });

  it('checks the minimum amount and the referred reward against it', async () => {
    expect(await errorsOf(valid({ min_subscription_amount: -1 }))).toEqual({
      min_subscription_amount: ['The minimum subscription amount cannot be negative'],
    });
    expect(await errorsOf(valid({ referred_reward_type: 'fixed', referred_reward_value: 301 }))).toEqual({
      referred_reward_value: ['The referred user reward cannot exceed the minimum subscription amount'],
    });
    // 0 means any amount: no comparison then.
    const any = await post(
      'referral-discounts/store',
      valid({ min_subscription_amount: 0, referred_reward_type: 'fixed', referred_reward_value: 500 }),
    );
    expect(any.statusCode).toBe(201);
    expect(any.json().data.min_subscription_amount).toBe(0);
  });

  it('checks the uses per referrer and the dates', async () => {
    expect(await errorsOf(valid({ max_uses_per_referrer: 0, valid_from: day(-3) }))).toEqual({
      max_uses_per_referrer: ['Must be a whole number of at least 1'],
      valid_from: ['The start date cannot be before today'],
    });
    expect(await errorsOf(valid({ valid_until: day(0) }))).toEqual({
      valid_until: ['End date must be after start date'],
    });
  });

  it('refuses unknown fields with 400', async () => {
    const res = await post('referral-discounts/store', valid({ code: 'X' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ code: ['The code field is not allowed.'] });
  });
});

describe('POST referral-discounts/update/{id}', () => {
  it('updates, keeps a past start date, and answers 404 for a missing one', async () => {
    const id = (await post('referral-discounts/store', valid({ name_en: 'Editable' }))).json().data.ID;
    await db
      .updateTable('referral_discounts')
      .set({ valid_from: day(-3) })
      .where('id', '=', id)
      .execute();
    const res = await post(`referral-discounts/update/${id}`, {
      id,
      ...valid({ name_en: 'Edited', valid_from: day(-3), enabled: 0 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeUndefined();
    expect(res.json().data).toMatchObject({ ID: id, name_en: 'Edited', valid_from: day(-3), enabled: 0 });
    expect((await post('referral-discounts/update/999999', valid())).statusCode).toBe(404);
  });
});

describe('referral-discount form permissions', () => {
  it('answers 403 to the support admin and allows create-/edit-referraldiscounts', async () => {
    const support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    expect((await post('referral-discounts/store', valid(), { token: support })).statusCode).toBe(403);
    expect((await post('referral-discounts/update/1', valid(), { token: support })).statusCode).toBe(403);
    await addAdmin(t, {
      email: 'referrals@demo.test',
      roleName: 'Referral creator',
      permissions: ['create-referraldiscounts'],
    });
    const creator = await t.login('referrals@demo.test');
    const created = await post('referral-discounts/store', valid(), { token: creator });
    expect(created.statusCode).toBe(201);
    expect(
      (await post(`referral-discounts/update/${created.json().data.ID}`, valid(), { token: creator })).statusCode,
    ).toBe(403);
  });
});

describe('the referral-discount list', () => {
  it('lists a saved referral discount', async () => {
    const res = await post('search', { model: 'referral-discounts', filters: { name: 'Bring a friend' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results.data[0]).toMatchObject({
      name: 'Bring a friend',
      min_subscription_amount: expect.anything(),
    });
  });
});
