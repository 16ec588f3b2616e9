// The demo backend (fake/, sql.js in Node) against the reference server on the same seed and scale:
// the same requests, in the same order, get the same answers (search shape, paging, filters, actions,
// trash, notes, option search, forms, the library trees, the referrals tree, 401 and 403).
import { describe, expect, it } from 'vitest';
import { formPaths } from '../../server/forms/shared/form-routes';
import { MODELS } from '../../server/models/registry';
import { bothBackends, type Call } from './bothBackends';

const backends = bothBackends();
const { both } = backends;

const expectSame = (call: Call, as: 'admin' | 'support' | null = 'admin', language: 'en' | 'ar' = 'en', status = 200) =>
  backends.same(call, status, as, language);

describe('the demo backend answers as the reference server', () => {
  it('pages of a list: shape, paging, sort and filters, in both languages', async () => {
    const first = await expectSame({
      method: 'POST',
      path: 'search',
      body: { model: 'products', page: 1, itemsPerPage: 30 },
    });
    expect((first.body as { data: { results: { total: number } } }).data.results.total).toBeGreaterThan(30);
    await expectSame({
      method: 'POST',
      path: 'search',
      body: { model: 'products', page: 2, itemsPerPage: 30, sortBy: ['price'], sortDesc: [true] },
    });
    await expectSame(
      { method: 'POST', path: 'search', body: { model: 'products', filters: { name: 'خلاط' } } },
      'admin',
      'ar',
    );
    await expectSame({
      method: 'POST',
      path: 'search',
      body: { model: 'orders', filters: { status: ['paid', 'delivered'] } },
    });
    // "contains" on a column the server serves from its FTS5 index; the demo reads it with LIKE.
    await expectSame({ method: 'POST', path: 'search', body: { model: 'orders', filters: { order_number: '00' } } });
  });

  it('actions and the trash', async () => {
    await expectSame({ method: 'POST', path: 'search', body: { model: 'users', id: [1, 2], action: 'delete' } });
    await expectSame({ method: 'POST', path: 'search', body: { model: 'users', filters: { show_trash: 1 } } });
    await expectSame(
      { method: 'POST', path: 'search', body: { model: 'users', id: [1], action: 'restore' } },
      'admin',
      'ar',
    );
    await expectSame({
      method: 'POST',
      path: 'search',
      body: { model: 'users', id: [3], action: 'disable', data: { enabled: 0 } },
    });
    await expectSame(
      { method: 'POST', path: 'search', body: { model: 'users', id: [3], action: 'disable', data: { enabled: 1 } } },
      'admin',
      'en',
      400,
    );
  });

  it('one row, its notes and option search', async () => {
    await expectSame({
      method: 'POST',
      path: 'add-note/users/4',
      body: { note: '<b>Called</b> the user', is_private: 0 },
    });
    await expectSame({ method: 'GET', path: 'getSingle/users/4' }, 'admin', 'ar');
    await expectSame({ method: 'GET', path: 'getSingle/discounts/1' });
    await expectSame({
      method: 'POST',
      path: 'field-search',
      body: { model: 'orders', field_name: 'user_id', query: 'a' },
    });
    await expectSame({
      method: 'POST',
      path: 'search-picker',
      body: { model: 'users', direct: 0, query: 'a', alldata: 0 },
    });
    await expectSame({ method: 'GET', path: 'getSingle/users/999999' }, 'admin', 'ar', 404);
  });

  it('forms, the dashboard and the profile', async () => {
    await expectSame({ method: 'POST', path: 'discounts/store', body: {} }, 'admin', 'ar', 422);
    await expectSame({ method: 'POST', path: 'coupons/store', body: { code: 'X' } }, 'admin', 'en', 422);
    // The body's shape is checked before anything else, as Fastify does (unknown fields, wrong types, the id).
    await expectSame({ method: 'POST', path: 'discounts/store', body: { value: 'ten', bogus: 1 } }, 'admin', 'ar', 400);
    await expectSame({ method: 'POST', path: 'coupons/update/abc', body: {} }, 'admin', 'en', 400);
    await expectSame({ method: 'POST', path: 'referral-discounts/update/999999', body: {} }, 'admin', 'en', 404);
    await expectSame({ method: 'GET', path: 'program_prices/show/1' });
    await expectSame({ method: 'GET', path: 'dashboard' });
    await expectSame({ method: 'GET', path: 'dashboard' }, 'support');
    await expectSame({ method: 'GET', path: 'role/permissions' });
    await expectSame(
      {
        method: 'POST',
        path: 'role/create',
        body: { name: 'Editors', permissions: ['view-Product', 'edit-products'] },
      },
      'admin',
      'en',
      201,
    );
    await expectSame(
      { method: 'POST', path: 'role/create', body: { name: 'Super Admin', permissions: ['nope'] } },
      'admin',
      'ar',
      422,
    );
  });

  it('401 without a session, 403 without the permission', async () => {
    await expectSame({ method: 'POST', path: 'search', body: { model: 'products' } }, null, 'ar', 401);
    await expectSame({ method: 'POST', path: 'search', body: { model: 'products' } }, 'support', 'en', 403);
    await expectSame({ method: 'POST', path: 'discounts/store', body: {} }, 'support', 'en', 403);
    await expectSame({ method: 'GET', path: 'settings' }, 'support', 'en', 403);
  });

  it('signs in the demo accounts with the demo password only', async () => {
    const wrong = await backends
      .fake()
      .handle('POST', '/api/v1/admin/login', { email: 'admin@demo.test', password: 'nope' });
    expect(wrong.status).toBe(422);
    const [server, demo] = await both({ method: 'GET', path: 'admins/my-profile' });
    expect(demo).toEqual(server);
  });

  it('the exercise and round libraries as trees', async () => {
    const exercises = await expectSame({ method: 'GET', path: 'exercise/categories/hierarchy' });
    expect(exercises.body.data.length).toBeGreaterThan(0);
    const rounds = await expectSame({ method: 'GET', path: 'round/hierarchy' }, 'admin', 'ar');
    expect(rounds.body.data.length).toBeGreaterThan(0);
    await expectSame({ method: 'GET', path: 'round/hierarchy' }, 'support', 'en', 403);
  });

  it('the referrals tree: the roots, one level down, and a search with its paths', async () => {
    const roots = await expectSame({ method: 'GET', path: 'referrals/tree' });
    const parent = roots.body.data.nodes.find((node: { referred: number }) => node.referred > 0);
    expect(parent).toBeDefined();
    const level = await expectSame({ method: 'GET', path: `referrals/tree?parent=${parent.id}` }, 'admin', 'ar');
    expect(level.body.data.nodes.length).toBeGreaterThan(0);
    await expectSame({ method: 'GET', path: 'referrals/tree?search=a' });
    await expectSame({ method: 'GET', path: 'referrals/tree?parent=abc' }, 'admin', 'en', 400);
  });

  it('saves every declared form: a new record and a change, as the server does', async () => {
    const declared = MODELS.filter((model) => model.form);
    expect(declared.map((model) => model.name)).toContain('cities');
    const db = backends.referenceDb();
    for (const model of declared) {
      const paths = model.writePaths ?? formPaths(model.name);
      const [server, demo] = await both({ method: 'POST', path: paths.create.slice(1), body: {} }, 'admin', 'ar');
      expect(demo, `${model.name} store`).toEqual(server);
      const row = await db
        .selectFrom(model.table)
        .select('id')
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .executeTakeFirst();
      if (!row) continue;
      const update = paths.update.slice(1).replace(':id', String(row.id));
      const [changedOnServer, changedInDemo] = await both({ method: 'POST', path: update, body: {} });
      expect(changedInDemo, `${model.name} update`).toEqual(changedOnServer);
      expect(changedInDemo.status).toBe(200);
    }
    const created = await expectSame(
      { method: 'POST', path: 'cities/store', body: { name_en: 'Tabuk', name_ar: 'تبوك', country: 'SA' } },
      'admin',
      'en',
      201,
    );
    expect(created.body.data).toMatchObject({ name_en: 'Tabuk', country: 'SA' });
    const changed = await expectSame({
      method: 'POST',
      path: `cities/update/${created.body.data.ID}`,
      body: { name_en: 'Tabuk City', country: 'SA' },
    });
    expect(changed.body.data).toMatchObject({ name_en: 'Tabuk City', name_ar: 'تبوك' });
    await expectSame(
      { method: 'POST', path: 'cities/store', body: { name_en: 'Tabuk', country: 'XX' } },
      'admin',
      'ar',
      422,
    );
  });
});
