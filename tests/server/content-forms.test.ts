// Pages and FAQs (spec 7.5): POST page/store, page/update/{id}, faq/store, faq/update/{id} — titles and
// bodies in both languages, bodies sanitised on the server, a unique slug for pages, order and category
// for FAQs, messages in both languages, and nothing stored by a refused request.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let db: Kysely<any>;

function post(url: string, payload: unknown, options: { token?: string; language?: 'en' | 'ar' } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/${url}`,
    headers: t.auth(options.token ?? token, options.language),
    payload: payload as Record<string, unknown>,
  });
}

const HOSTILE =
  '<p onclick="steal()">Hello <strong>world</strong><script>alert(1)</script>' +
  '<a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"></p>';
const CLEAN = '<p>Hello <strong>world</strong><a rel="noopener noreferrer">x</a></p>';

const page = {
  title_en: 'Delivery areas',
  title_ar: 'مناطق التوصيل',
  slug: 'delivery-areas',
  body_en: HOSTILE,
  body_ar: '<p dir="rtl">نوصل إلى <em>كل</em> المحافظات</p>',
  status: 'published',
};

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
});
afterAll(() => t.close());

describe('POST page/store and page/update/{id}', () => {
  it('stores a page with sanitised bodies and answers it', async () => {
    const res = await post('page/store', page);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual(
      expect.objectContaining({
        ID: data.id,
        title_en: 'Delivery areas',
        title_ar: 'مناطق التوصيل',
        slug: 'delivery-areas',
        body_en: CLEAN,
        body_ar: '<p>نوصل إلى <em>كل</em> المحافظات</p>',
        status: 'published',
        enabled: 1,
        is_trashed: 0,
      }),
    );
    const stored = await db.selectFrom('pages').select(['body_en']).where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(stored.body_en).toBe(CLEAN);
  });

  it('keeps slugs unique, in both languages', async () => {
    const before = await db.selectFrom('pages').select(db.fn.countAll().as('count')).executeTakeFirstOrThrow();
    const taken = await post('page/store', { ...page, slug: 'about-us-1' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { slug: ['This value is already used by another item'] },
    });
    const arabic = await post('page/store', { ...page, slug: 'about-us-1' }, { language: 'ar' });
    expect(arabic.json().errors).toEqual({ slug: ['هذه القيمة مستخدمة بالفعل في عنصر آخر'] });
    const after = await db.selectFrom('pages').select(db.fn.countAll().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('refuses a slug that is not one and missing titles', async () => {
    const res = await post('page/store', { ...page, slug: 'Hello World', title_ar: ' ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      slug: ['Use lower-case letters, digits and single dashes, e.g. about-us'],
      title_ar: ['This field is required'],
    });
  });

  it('updates a page, keeping its own slug and refusing another page’s', async () => {
    const created = (await post('page/store', { ...page, slug: 'opening-hours' })).json().data;
    const same = await post(`page/update/${created.id}`, {
      id: created.id,
      ...page,
      slug: 'opening-hours',
      body_ar: '<p>محدث<iframe src="https://evil.test"></iframe></p>',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toEqual(expect.objectContaining({ slug: 'opening-hours', body_ar: '<p>محدث</p>' }));
    const other = await post(`page/update/${created.id}`, { ...page, slug: 'delivery-areas' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ slug: ['This value is already used by another item'] });
  });

  it('is not served at pages/store, and needs the permission', async () => {
    expect((await post('pages/store', page)).statusCode).toBe(404);
    await addAdmin(t, { email: 'reader@test.test', roleName: 'Page reader', permissions: ['view-Page'] });
    const reader = await t.login('reader@test.test');
    expect((await post('page/store', { ...page, slug: 'x-1' }, { token: reader })).statusCode).toBe(403);
  });
});

describe('POST faq/store and faq/update/{id}', () => {
  const faq = {
    title_en: 'Do you deliver on Fridays?',
    title_ar: 'هل توصلون يوم الجمعة؟',
    body_en: '<p>Yes<script>x()</script></p>',
    body_ar: '<p>نعم</p>',
    section: 'delivery',
    sort_order: 3,
  };

  it('stores a FAQ with its category and order, sanitised', async () => {
    const res = await post('faq/store', faq);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual(
      expect.objectContaining({ ...faq, body_en: '<p>Yes</p>', enabled: 1, ID: data.id, is_trashed: 0 }),
    );
    const updated = await post(`faq/update/${data.id}`, { ...faq, sort_order: 1, section: 'payments' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toEqual(expect.objectContaining({ sort_order: 1, section: 'payments' }));
  });

  it('refuses an unknown category and a negative order in Arabic', async () => {
    const res = await post('faq/store', { ...faq, section: 'weather', sort_order: -1 }, { language: 'ar' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ section: ['اختر أحد الخيارات'], sort_order: ['يجب ألا تقل القيمة عن 0'] });
  });

  it('is not served at faqs/store', async () => {
    expect((await post('faqs/store', faq)).statusCode).toBe(404);
  });
});
