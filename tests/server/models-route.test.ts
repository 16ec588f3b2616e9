// GET models: the registry as the admin reads it, for every signed-in admin and nobody else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODELS } from '../../server/models/registry';
import { createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
const URL = '/api/v1/admin/models';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET models', () => {
  it('answers every declared model, in seeding order', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: t.auth(await t.login()) });
    expect(res.statusCode).toBe(200);
    const { state, data } = res.json();
    expect(state).toBe(1);
    expect(data.map((model: { name: string }) => model.name)).toEqual(MODELS.map((model) => model.name));
  });

  it('describes a model exactly as docs/api.md shows it', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: t.auth(await t.login()) });
    const served = res.json().data as Array<{ name: string }>;
    expect(served.find((model) => model.name === 'faqs')).toEqual({
      name: 'faqs',
      resource: 'faq-list',
      subject: 'Faq',
      label: { en: 'FAQs', ar: 'الأسئلة الشائعة' },
      menu: { group: 'communication', icon: 'HelpCenter', order: 30 },
      list: { notes: true, deletable: true, chartable: false },
      filterKeys: ['question', 'section', 'enabled', 'created_at_from', 'created_at_to'],
      ops: { base: 'faq', path: 'ops' },
      form: {
        fields: expect.arrayContaining([
          {
            name: 'title_en',
            type: 'text',
            label: { en: 'Question (English)', ar: 'السؤال (بالإنجليزية)' },
            required: true,
            maxLength: 150,
            dir: 'ltr',
          },
          {
            name: 'sort_order',
            type: 'number',
            label: { en: 'Order', ar: 'الترتيب' },
            required: true,
            integer: true,
            min: 0,
            default: 0,
          },
          { name: 'enabled', type: 'boolean', label: { en: 'Enabled', ar: 'مفعّل' }, default: 1 },
        ]),
      },
    });
    expect(served.find((model) => model.name === 'orders')).toMatchObject({
      resource: 'orders',
      list: { notes: true, deletable: true, chartable: true, today: 'delivery_date' },
    });
    expect(served.find((model) => model.name === 'users')).toMatchObject({
      ops: { path: 'users-ops' },
      details: 'users-list',
    });
    expect(served.find((model) => model.name === 'roles')).toMatchObject({
      menu: { group: 'administration', path: '/roles/' },
    });
  });

  it('needs a session but no permission', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const support = await t.app.inject({ method: 'GET', url: URL, headers: t.auth(await t.login(DEMO_SUPPORT.email)) });
    expect(support.statusCode).toBe(200);
  });
});
