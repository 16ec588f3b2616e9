// The data provider on the API contract: exact requests and the shapes handed to react-admin.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { dataProvider } from '../../../src/providers/dataProvider';
import { api, server } from '../msw';
import { searchAnswer } from './fixtures';

type Json = Record<string, unknown>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function record(method: 'get' | 'post', path: string, answer: Json = { state: 1, data: null }) {
  const calls: Array<{ body: unknown; url: URL; type: string | null }> = [];
  server.use(
    http[method](api(path), async ({ request }) => {
      const type = request.headers.get('Content-Type');
      const body = method === 'get' ? null : type?.includes('multipart') ? await request.formData() : await request.json();
      calls.push({ body, url: new URL(request.url), type });
      return HttpResponse.json(answer);
    }),
  );
  return calls;
}

describe('dataProvider', () => {
  it('getList posts search and returns rows with id plus the list description in meta', async () => {
    const calls = record('post', 'search', searchAnswer());
    const result = await dataProvider.getList('products', {
      pagination: { page: 3, perPage: 90 },
      sort: { field: 'price', order: 'DESC' },
      filter: { status: ['active'], show_trash: true },
    });
    expect(calls[0].body).toEqual({
      model: 'products',
      itemsPerPage: 90,
      page: 3,
      filters: { status: ['active'], show_trash: true },
      sortBy: ['price'],
      sortDesc: [true],
    });
    expect(result.total).toBe(1234);
    expect(result.data.map((row) => row.id)).toEqual([1, 2]);
    expect(result.data[0].ID).toBe(1);
    expect(Object.keys(result.meta)).toEqual(['fields', 'headers', 'options', 'totals', 'charts']);
    expect(result.meta.options.bulkActions).toEqual([{ name: 'mark_paid', label: 'Mark as paid' }]);
  });

  it('raises other page sizes to one the API accepts and maps resource names to models', async () => {
    const calls = record('post', 'search', searchAnswer());
    await dataProvider.getList('faq-list', { pagination: { page: 1, perPage: 25 }, sort: { field: '', order: 'ASC' }, filter: {} });
    await dataProvider.getList('products', { pagination: { page: 1, perPage: 1000 }, sort: { field: '', order: 'ASC' }, filter: {} });
    expect(calls.map(({ body }) => body)).toEqual([
      { model: 'faqs', itemsPerPage: 30, page: 1, filters: {} },
      { model: 'products', itemsPerPage: 150, page: 1, filters: {} },
    ]);
  });

  it('leaves out filter keys the described model lacks only when asked to (the list screen)', async () => {
    const calls = record('post', 'search', searchAnswer());
    const query = { pagination: { page: 1, perPage: 30 }, sort: { field: '', order: 'ASC' as const }, filter: { status: 'active', utm_source: 'mail' } };
    await dataProvider.getList('described-orders', { ...query, filter: {} });
    // Other callers (getManyReference's target) keep every key: a dropped one would widen the answer.
    await dataProvider.getList('described-orders', query);
    await dataProvider.getList('described-orders', { ...query, meta: { dropUnknownFilters: true } });
    expect(calls.map(({ body }) => (body as Json).filters)).toEqual([
      {},
      { status: 'active', utm_source: 'mail' },
      { status: 'active' },
    ]);
  });

  it('a 400 about a value, not a key, stands after the one describing search', async () => {
    const bodies: Json[] = [];
    server.use(
      http.post(api('search'), async ({ request }) => {
        const body = (await request.json()) as Json;
        bodies.push(body);
        return (body.filters as Json).status === 'bogus'
          ? HttpResponse.json({ state: 0, message: 'Invalid value for the Status filter.' }, { status: 400 })
          : HttpResponse.json(searchAnswer());
      }),
    );
    const query = { pagination: { page: 1, perPage: 30 }, sort: { field: '', order: 'ASC' as const }, meta: { dropUnknownFilters: true } };
    await expect(dataProvider.getList('bogus-orders', { ...query, filter: { status: 'bogus' } })).rejects.toMatchObject({ status: 400 });
    expect(bodies.map((body) => body.filters)).toEqual([{ status: 'bogus' }, {}]);
  });

  it('getOne reads getSingle: the item with its notes', async () => {
    const notes = [{ id: 1, note: 'hi', is_private: 0, created_at: '2026-01-31T09:15:00.000Z', author: null }];
    const answer = { item: { ID: 5, first_name: 'Mona' }, row: { ID: 5, name: 'Mona Adel' }, headers: [{ text: 'Name', value: 'name' }], notes };
    record('get', 'getSingle/users/5', { state: 1, data: answer });
    expect((await dataProvider.getOne('users', { id: 5 })).data).toEqual({ ID: 5, id: 5, first_name: 'Mona', notes });
    expect(await dataProvider.getSingle('users', 5)).toEqual(answer);
    expect(await dataProvider.getNotes('users', 5)).toEqual(notes);
  });

  it('delete, deleteMany and updateMany(enabled) are actions on search', async () => {
    const calls = record('post', 'search');
    await dataProvider.delete('products', { id: 4, previousData: { id: 4 } });
    await dataProvider.deleteMany('products', { ids: [4, 5] });
    await dataProvider.updateMany('products', { ids: [4, 5], data: { enabled: 0 } });
    await dataProvider.updateMany('products', { ids: [6], data: { enabled: 1 } });
    expect(calls.map(({ body }) => body)).toEqual([
      { model: 'products', id: 4, action: 'delete' },
      { model: 'products', id: [4, 5], action: 'delete' },
      { model: 'products', id: [4, 5], action: 'disable', data: { enabled: 0 } },
      { model: 'products', id: [6], action: 'enable', data: { enabled: 1 } },
    ]);
  });

  it('restore, setEnabled and custom bulk actions', async () => {
    const calls = record('post', 'search');
    await dataProvider.restore('orders', [1, 2]);
    await dataProvider.setEnabled('orders', 3, true);
    await dataProvider.bulkAction('orders', [7], 'Mark_Paid');
    expect(calls.map(({ body }) => body)).toEqual([
      { model: 'orders', id: [1, 2], action: 'restore' },
      { model: 'orders', id: 3, action: 'enable', data: { enabled: 1 } },
      { model: 'orders', id: [7], action: 'mark_paid' },
    ]);
  });

  it.each([
    ['excel', XLSX, 'attachment; filename="products-2026-01.xlsx"', 'products-2026-01.xlsx'],
    ['excel', XLSX, null, 'results.xlsx'],
    ['pdf', 'application/pdf', null, 'results.pdf'],
    // The answer decides, not the requested format.
    ['excel', 'application/pdf', null, 'results.pdf'],
  ] as const)('exportFile(%s) answered with %s and %s is saved as %s', async (format, type, disposition, name) => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]);
    const bodies: unknown[] = [];
    server.use(
      http.post(api('search'), async ({ request }) => {
        bodies.push(await request.json());
        const headers: Record<string, string> = { 'Content-Type': type };
        if (disposition) headers['Content-Disposition'] = disposition;
        return new HttpResponse(bytes, { headers });
      }),
    );
    const file = await dataProvider.exportFile('products', { filters: { status: ['active'] }, sort: null }, format);
    expect(bodies).toEqual([{ model: 'products', filters: { status: ['active'] }, export_format: format }]);
    expect(file.filename).toBe(name);
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
  });

  it('create and update use the model endpoints of spec 7, as multipart when files are present', async () => {
    const created = record('post', 'faq/store', { state: 1, data: { ID: 9 } });
    const updated = record('post', 'coupons/update/4', { state: 1, data: { ID: 4, code: 'NEW' } });
    const admin = record('post', 'admins', { state: 1, data: { ID: 12 } });

    const faq = await dataProvider.create('faq-list', { data: { question: 'Why?' } });
    const coupon = await dataProvider.update('coupons', { id: 4, data: { code: 'NEW' }, previousData: { id: 4 } });
    const image = new File(['png'], 'me.png', { type: 'image/png' });
    await dataProvider.create('admins', { data: { email: 'a@b.c', image: { rawFile: image } } });

    expect(created[0].body).toEqual({ question: 'Why?' });
    expect(faq.data).toEqual({ question: 'Why?', ID: 9, id: 9 });
    expect(updated[0].body).toEqual({ code: 'NEW' });
    expect(coupon.data).toEqual({ code: 'NEW', ID: 4, id: 4 });
    expect(admin[0].type).toMatch(/^multipart\/form-data/);
    const form = admin[0].body as FormData;
    expect(form.get('email')).toBe('a@b.c');
    // (jsdom's File does not survive Node's fetch intact, so only its presence is checked.)
    expect(form.has('image')).toBe(true);
  });

  it('addNote posts {id, model, note, is_private}', async () => {
    const calls = record('post', 'add-note/users/5', { state: 1, data: { id: 1 } });
    await dataProvider.addNote('users', 5, '<p>Call back</p>', true);
    expect(calls[0].body).toEqual({ id: 5, model: 'users', note: '<p>Call back</p>', is_private: 1 });
  });

  it('searchPicker sends direct, query, alldata and the value', async () => {
    const calls = record('post', 'search-picker', { state: 1, data: { 5: 'Mona' } });
    expect(await dataProvider.searchPicker('users', { query: 'mo', value: [5], objects: false })).toEqual({ 5: 'Mona' });
    await dataProvider.searchPicker('users', { query: '', objects: true });
    expect(calls.map(({ body }) => body)).toEqual([
      { model: 'users', direct: true, query: 'mo', alldata: 0, value: [5] },
      { model: 'users', direct: true, query: '', alldata: 1 },
    ]);
  });
});
