// The write routes of declared forms (server/forms/declared): POST {model}/store and {model}/update/{id}
// for cities and payment methods — the stored record as the answer, 404s, 400s, 422s in both languages,
// permissions, multipart images, and nothing changed by a refused request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { addAdmin, createTestApp, type TestApp, type CallOptions } from './helpers';
import { IMAGES, multipart } from './multipart';

let t: TestApp;
let token: string;
let db: Kysely<any>;

const post = (url: string, payload: unknown, options: CallOptions = {}) => t.post(url, payload, { token, ...options });

const timestamps = { created_at: expect.any(String), updated_at: expect.any(String) };
const rowsOf = (table: string) => db.selectFrom(table).selectAll().orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
});

afterAll(async () => {
  await t.close();
});

describe('POST cities/store', () => {
  it('stores a city and answers it as getSingle gives its item', async () => {
    const res = await post('cities/store', { name_en: '  Aswan ', name_ar: 'أسوان', country: 'EG' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(res.json()).toEqual({
      state: 1,
      data: {
        ID: data.id,
        id: data.id,
        name_en: 'Aswan',
        name_ar: 'أسوان',
        country: 'EG',
        enabled: 1,
        deleted_at: null,
        is_trashed: 0,
        ...timestamps,
      },
    });
    const single = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/getSingle/cities/${data.id}`,
      headers: t.auth(token),
    });
    expect(single.json().data.item).toEqual(data);
  });

  it('answers 422 with field messages in English and Arabic, and stores nothing', async () => {
    const before = await rowsOf('cities');
    const body = { name_en: ' ', name_ar: 'x'.repeat(151), country: 'XX', enabled: 'maybe' };
    const english = await post('cities/store', body);
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: {
        name_en: ['This field is required'],
        name_ar: ['May not be longer than 150 characters'],
        country: ['Choose one of the options'],
        enabled: ['Choose one of the options'],
      },
    });
    const arabic = await post('cities/store', body, { language: 'ar' });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json()).toEqual({
      state: 0,
      message: 'البيانات المُدخلة غير صالحة.',
      errors: {
        name_en: ['هذا الحقل مطلوب'],
        name_ar: ['لا يمكن أن يزيد الطول عن 150 حرفًا'],
        country: ['اختر أحد الخيارات'],
        enabled: ['اختر أحد الخيارات'],
      },
    });
    expect(await rowsOf('cities')).toEqual(before);
  });

  it('refuses unknown fields with 400 and stores nothing', async () => {
    const before = await rowsOf('cities');
    for (const field of ['id', 'deleted_at', 'created_at', 'surprise']) {
      const res = await post('cities/store', { name_en: 'Luxor', name_ar: 'الأقصر', country: 'EG', [field]: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        state: 0,
        message: 'The given data was invalid.',
        errors: { [field]: [`The ${field} field is not allowed.`] },
      });
    }
    expect(await rowsOf('cities')).toEqual(before);
  });
});

describe('POST cities/update/{id}', () => {
  it('changes the fields sent, keeps the others, and accepts the id of the path in the body', async () => {
    const city = await db
      .selectFrom('cities')
      .selectAll()
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await post(`cities/update/${city.id}`, { id: city.id, name_en: 'Cairo (edited)', enabled: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      state: 1,
      data: {
        ID: city.id,
        id: city.id,
        name_en: 'Cairo (edited)',
        name_ar: city.name_ar,
        country: city.country,
        enabled: 0,
        deleted_at: null,
        is_trashed: 0,
        ...timestamps,
      },
    });
    expect(
      await db.selectFrom('cities').select(['name_en', 'enabled']).where('id', '=', city.id).executeTakeFirst(),
    ).toEqual({ name_en: 'Cairo (edited)', enabled: 0 });
  });

  it('answers 404 for a missing or trashed city, 422 for another id in the body, and changes nothing', async () => {
    const city = await db
      .selectFrom('cities')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db.updateTable('cities').set({ deleted_at: new Date().toISOString() }).where('id', '=', city.id).execute();
    const before = await rowsOf('cities');
    expect((await post('cities/update/999999', { name_en: 'Nowhere' })).json()).toEqual({
      state: 0,
      message: 'This item was not found.',
    });
    const trashed = await post(`cities/update/${city.id}`, { name_en: 'Trashed' });
    expect(trashed.statusCode).toBe(404);
    expect(trashed.json()).toEqual({ state: 0, message: 'This item was not found.' });
    const mismatch = await post(`cities/update/${before[0].id}`, { id: before[1].id, name_en: 'Other' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { id: ['The id does not match the item being updated.'] },
    });
    expect((await post('cities/update/abc', { name_en: 'x' })).statusCode).toBe(400);
    expect(await rowsOf('cities')).toEqual(before);
  });
});

describe('permissions', () => {
  it('needs create- or manage-cities to store and edit- or manage-cities to update (403 otherwise, nothing changed)', async () => {
    await addAdmin(t, { email: 'city-viewer@demo.test', roleName: 'City viewer', permissions: ['view-City'] });
    await addAdmin(t, { email: 'city-creator@demo.test', roleName: 'City creator', permissions: ['create-cities'] });
    await addAdmin(t, { email: 'city-editor@demo.test', roleName: 'City editor', permissions: ['edit-cities'] });
    await addAdmin(t, { email: 'city-manager@demo.test', roleName: 'City manager', permissions: ['manage-cities'] });
    const [viewer, creator, editor, manager] = await Promise.all(
      ['city-viewer', 'city-creator', 'city-editor', 'city-manager'].map((name) => t.login(`${name}@demo.test`)),
    );
    const city = { name_en: 'Hurghada', name_ar: 'الغردقة', country: 'EG' };
    const before = await rowsOf('cities');
    const forbidden = { state: 0, message: "You don't have permission to do this." };
    for (const [url, who] of [
      ['cities/store', viewer],
      ['cities/store', editor],
      [`cities/update/${before[0].id}`, viewer],
      [`cities/update/${before[0].id}`, creator],
    ] as const) {
      const res = await post(url, city, { token: who });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    expect(await rowsOf('cities')).toEqual(before);

    const created = await post('cities/store', city, { token: creator });
    expect(created.statusCode).toBe(201);
    expect((await post('cities/store', { ...city, name_en: 'Safaga' }, { token: manager })).statusCode).toBe(201);
    expect(
      (await post(`cities/update/${created.json().data.ID}`, { name_en: 'Hurghada (edited)' }, { token: editor }))
        .statusCode,
    ).toBe(200);
    expect((await post(`cities/update/${created.json().data.ID}`, { enabled: 0 }, { token: manager })).statusCode).toBe(
      200,
    );
    expect((await post('cities/store', city, { token: '' })).statusCode).toBe(401);
  });
});

describe('POST payment-methods/store and update/{id}', () => {
  const method = { name_en: 'Wallet X', name_ar: 'محفظة إكس', provider: 'wallet', fee_percent: 1.25, sort_order: 30 };

  it('stores a method with its defaults and checks numbers and options', async () => {
    const res = await post('payment-methods/store', method);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.ID;
    expect(res.json().data).toEqual({
      ID: id,
      id,
      ...method,
      image: null,
      enabled: 1,
      deleted_at: null,
      is_trashed: 0,
      ...timestamps,
    });

    const before = await rowsOf('payment_methods');
    const refused = await post('payment-methods/store', {
      ...method,
      provider: 'gold',
      fee_percent: 120,
      sort_order: 2.5,
      image: 'https://elsewhere.test/logo.png',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      provider: ['Choose one of the options'],
      fee_percent: ['May not be greater than 100'],
      sort_order: ['Must be a whole number'],
      image: ['Choose an image file'],
    });
    const notNumbers = await post(
      'payment-methods/store',
      { ...method, fee_percent: 'ten', sort_order: -1 },
      { language: 'ar' },
    );
    expect(notNumbers.json().errors).toEqual({
      fee_percent: ['يجب أن تكون القيمة رقمًا'],
      sort_order: ['يجب ألا تقل القيمة عن 0'],
    });
    expect(await rowsOf('payment_methods')).toEqual(before);
  });

  it('takes a new logo as a multipart image, keeps the stored one, and refuses a file that is not an image', async () => {
    const live = await db
      .selectFrom('payment_methods')
      .selectAll()
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const kept = await post(`payment-methods/update/${live.id}`, { name_en: 'Visa (edited)', image: live.image });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ ID: live.id, name_en: 'Visa (edited)', image: live.image });

    const form = await multipart({ name_en: 'Visa', fee_percent: '2', enabled: '0' }, [
      { name: 'image', filename: 'logo.png', type: 'image/png', bytes: IMAGES.png },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payment-methods/update/${live.id}`,
      headers: { ...t.auth(token), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data).toMatchObject({
      ID: live.id,
      name_en: 'Visa',
      fee_percent: 2,
      enabled: 0,
      image: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/),
    });

    const before = await rowsOf('payment_methods');
    const text = await multipart({ name_en: 'Visa' }, [
      { name: 'image', filename: 'logo.png', type: 'image/png', bytes: Buffer.from('<svg onload=alert(1)>') },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payment-methods/update/${live.id}`,
      headers: { ...t.auth(token), ...text.headers },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(415);
    const stray = await multipart({ name_en: 'Visa' }, [
      { name: 'banner', filename: 'b.png', type: 'image/png', bytes: IMAGES.png },
    ]);
    const strayRes = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/payment-methods/update/${live.id}`,
      headers: { ...t.auth(token), ...stray.headers },
      payload: stray.payload,
    });
    expect(strayRes.statusCode).toBe(400);
    expect(strayRes.json().errors).toEqual({ banner: ['The banner field is not allowed.'] });
    expect(await rowsOf('payment_methods')).toEqual(before);
  });
});
