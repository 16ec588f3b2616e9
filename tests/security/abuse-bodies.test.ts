// Oversized and junk-filled bodies: the sign-in routes take a few kilobytes, ordinary JSON routes 64 kB,
// and a body full of unknown fields gets a short 400 that names at most ten of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT, SIGN_IN_BODY_LIMIT } from '../../server/http/body-limits';
import { MAX_ERROR_FIELDS } from '../../server/http/validation-errors';
import { createTestApp, DEMO_ADMIN, type TestApp } from '../server/helpers';
import { expectRefused, post } from './support';

const TOO_LARGE = 'The request body is too large.';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ models: true });
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
});

function unknownKeys(count: number, base: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = { ...base };
  for (let i = 0; i < count; i += 1) body[`junk_${i}`] = 1;
  return body;
}

describe('sign-in bodies', () => {
  it('refuses a 539 kB sign-in body with 50,000 unknown keys as 413, quickly and in a few bytes', async () => {
    const body = unknownKeys(50_000, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const started = performance.now();
    const res = await post(t, 'login', body);
    expect(performance.now() - started).toBeLessThan(1000);
    expectRefused(res, 413, TOO_LARGE);
    expect(res.body.length).toBeLessThan(200);
  });

  it('refuses a sign-in body just over its limit, in Arabic too', async () => {
    const padding = 'x'.repeat(SIGN_IN_BODY_LIMIT);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/forgot-password',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: JSON.stringify({ email: padding }),
    });
    expectRefused(res, 413, 'محتوى الطلب كبير جدًا.');
  });

  it('answers a sign-in body under its limit but full of unknown keys with at most ten fields', async () => {
    const res = await post(t, 'login', unknownKeys(500, { email: DEMO_ADMIN.email, password: 'wrong' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toHaveLength(MAX_ERROR_FIELDS);
    expect(res.body.length).toBeLessThan(2000);
  });
});

describe('ordinary JSON bodies', () => {
  it('refuses a body over 64 kB on an ordinary route', async () => {
    const res = await post(t, 'role/create', { name: 'x'.repeat(JSON_BODY_LIMIT) }, admin);
    expectRefused(res, 413, TOO_LARGE);
  });

  it('names at most ten fields, each cut short, however many unknown keys a body has', async () => {
    const long = 'k'.repeat(5000);
    const body = unknownKeys(3000, { [long]: 1 });
    const res = await post(t, 'role/create', body, admin);
    expect(res.statusCode).toBe(400);
    const fields = Object.keys(res.json().errors);
    expect(fields.length).toBeLessThanOrEqual(MAX_ERROR_FIELDS);
    expect(res.body.length).toBeLessThan(3000);
  });

  it('still accepts a diet programme’s meals larger than 64 kB', async () => {
    const food = { name_en: 'Oats', name_ar: 'شوفان', quantity: '50 g', calories: 180 };
    const meal = { name_en: 'Breakfast', name_ar: 'فطور', time: '08:00', foods: Array(10).fill(food) };
    const days = Array.from({ length: 60 }, () => ({ meals: [meal, meal] }));
    const payload = JSON.stringify({ days });
    expect(payload.length).toBeGreaterThan(JSON_BODY_LIMIT);
    const res = await post(t, 'diet-programs/1/meals', payload, admin);
    expect(res.statusCode).not.toBe(413);
  });
});
