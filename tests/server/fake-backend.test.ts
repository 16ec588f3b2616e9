// The demo backend (fake/, sql.js in Node) against the reference server on the same seed and scale:
// the same requests, in the same order, get the same answers (search shape, paging, filters, actions,
// trash, notes, option search, forms, 401 and 403).
import { describe, expect, it } from 'vitest';
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
});
