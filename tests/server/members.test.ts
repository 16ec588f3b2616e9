// POST user-update/{id}: a member's edit from JSON or multipart; a field left out stays unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';
import { IMAGES, multipart } from './multipart';

let t: TestApp;
let superToken: string;
let memberId: number;
const update = (id: number | string) => `/api/v1/admin/user-update/${id}`;

beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login();
  const now = new Date().toISOString();
  const db = t.db as unknown as import('kysely').Kysely<any>;
  const member = {
    first_name: 'Sara',
    last_name: 'Ali',
    phone: '+201000000001',
    gender: 'female',
    status: 'active',
    wallet_balance: 0,
    enabled: 1,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  memberId = (
    await db
      .insertInto('users')
      .values({ ...member, email: 'sara@mail.test' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('users')
    .values({ ...member, email: 'taken@mail.test' })
    .execute();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, token = superToken, language: 'en' | 'ar' = 'en') =>
  t.app.inject({ method: 'POST', url, headers: t.auth(token, language), payload });

describe('POST user-update/{id}', () => {
  it('changes the fields sent and leaves the others as they were', async () => {
    const res = await post(update(memberId), {
      height: '172.5',
      weight: 68,
      birth_date: '1990-04-02',
      goal: ' Lose weight ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      state: 1,
      message: 'Member updated successfully.',
      data: {
        id: memberId,
        first_name: 'Sara',
        last_name: 'Ali',
        email: 'sara@mail.test',
        phone: '+201000000001',
        gender: 'female',
        birth_date: '1990-04-02',
        height: 172.5,
        weight: 68,
        goal: 'Lose weight',
        image: null,
        enabled: true,
      },
    });
    const cleared = await post(update(memberId), { goal: null, height: '' });
    expect(cleared.json().data).toMatchObject({ goal: null, height: null, weight: 68, birth_date: '1990-04-02' });
  });

  it('takes multipart with an image and a flag', async () => {
    const form = await multipart({ first_name: 'Sarah', enabled: '0' }, [
      { name: 'image', filename: 'me.gif', type: 'image/gif', bytes: IMAGES.jpeg },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: update(memberId),
      headers: { ...t.auth(superToken), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Sarah', last_name: 'Ali', enabled: false });
    expect(res.json().data.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
  });

  it('names every failing field at once, in the request language', async () => {
    const res = await post(
      update(memberId),
      {
        first_name: '',
        email: 'taken@mail.test',
        phone: 'call me',
        gender: 'other',
        birth_date: '2999-01-01',
        height: 10,
        weight: 'heavy',
      },
      superToken,
      'ar',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: ['يجب ألا يكون حقل الاسم الأول فارغًا.'],
      email: ['البريد الإلكتروني مستخدم من قبل.'],
      phone: ['صيغة حقل الهاتف غير صالحة.'],
      gender: ['يجب أن يكون النوع ذكرًا أو أنثى.'],
      birth_date: ['يجب أن يكون تاريخ الميلاد تاريخًا سابقًا (YYYY-MM-DD).'],
      height: ['يجب أن يكون الطول بين 50 و250.'],
      weight: ['يجب أن يكون الوزن بين 20 و400.'],
    });
    const english = await post(update(memberId), { birth_date: '1990-02-30', height: 300 });
    expect(english.json().errors).toEqual({
      birth_date: ['The birth date must be a past date (YYYY-MM-DD).'],
      height: ['The height must be between 50 and 250.'],
    });
  });

  it('answers 400 for unknown fields, 404 for a missing member, 401 and 403', async () => {
    expect((await post(update(memberId), { wallet_balance: 1000 })).statusCode).toBe(400);
    const missing = await post(update(99999), { first_name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ state: 0, message: 'Member not found.' });
    expect((await t.app.inject({ method: 'POST', url: update(memberId), payload: {} })).statusCode).toBe(401);
    const support = await t.login(DEMO_SUPPORT.email);
    expect((await post(update(memberId), { first_name: 'X' }, support)).statusCode).toBe(403);
    await addAdmin(t, {
      email: 'care@demo.test',
      password: 'Care#12345',
      roleName: 'Care',
      permissions: ['edit-users'],
    });
    const care = await t.login('care@demo.test', 'Care#12345');
    expect((await post(update(memberId), { first_name: 'Sara' }, care)).statusCode).toBe(200);
  });
});
