// The data provider on the API contract, method by method: the exact request each one sends and what it
// hands back (like ra-data-simple-rest's tests). It is transport only: no filter is added or dropped.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { dataProvider } from '../../src/providers/dataProvider';
import {
  actionAnswer,
  adminRecord,
  cityRecord,
  couponRecord,
  faqRecord,
  memberRecord,
  noteRecord,
  productPage,
  programRecord,
  singleAnswer,
} from './dataProviderAnswers';
import { api, server } from './msw';

type Json = Record<string, unknown>;
interface Call {
  method: string;
  path: string;
  query: string;
  type: string | null;
  body: unknown;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const API_PREFIX = '/api/v1/admin/';

/** Answers every API call with `answer(call)` (status `status(call)`) and records it. */
function recordAll(answer: (call: Call) => Json, status: (call: Call) => number = () => 200) {
  const calls: Call[] = [];
  server.use(
    http.all(`${window.location.origin}${API_PREFIX}*`, async ({ request }) => {
      const url = new URL(request.url);
      const type = request.headers.get('Content-Type');
      const body =
        request.method === 'GET' ? null : type?.includes('multipart') ? await request.formData() : await request.json();
      const call = {
        method: request.method,
        path: url.pathname.slice(API_PREFIX.length),
        query: url.search,
        type,
        body,
      };
      calls.push(call);
      return HttpResponse.json(answer(call), { status: status(call) });
    }),
  );
  return calls;
}

/** The record id at the end of a call's path. */
const idOf = (call: Call) => Number(call.path.split('/').at(-1));
/** The ids an action on `search` names. */
const idsOf = (call: Call) => [(call.body as { id: unknown }).id].flat();

const listParams = { pagination: { page: 1, perPage: 30 }, sort: { field: '', order: 'ASC' as const }, filter: {} };

describe('dataProvider: react-admin methods', () => {
  it('getList posts search with page, size, filters and sort, and returns rows with id and the description in meta', async () => {
    const calls = recordAll(() => productPage());
    const result = await dataProvider.getList('products', {
      pagination: { page: 3, perPage: 90 },
      sort: { field: 'price', order: 'DESC' },
      filter: { status: ['active'], show_trash: true, utm_source: 'mail' },
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'search',
        query: '',
        type: 'application/json; charset=UTF-8',
        body: {
          model: 'products',
          itemsPerPage: 90,
          page: 3,
          // Transport only: whatever the caller gives is sent.
          filters: { status: ['active'], show_trash: true, utm_source: 'mail' },
          sortBy: ['price'],
          sortDesc: [true],
        },
      },
    ]);
    const answer = productPage().data;
    expect(result.total).toBe(1234);
    expect(result.data).toEqual(answer.results.data.map((row) => ({ ...row, id: row.ID })));
    expect(result.meta).toEqual({
      fields: answer.fields,
      headers: answer.headers,
      options: answer.options,
      totals: answer.totals,
      charts: answer.charts,
      // An answer without `estimated` holds exact figures.
      estimated: false,
    });
  });

  it('getList raises other page sizes to one the API accepts and maps resource names to models', async () => {
    const calls = recordAll(() => productPage());
    await dataProvider.getList('faq-list', { ...listParams, pagination: { page: 1, perPage: 25 } });
    await dataProvider.getList('products', { ...listParams, pagination: { page: 1, perPage: 1000 } });
    await dataProvider.getList('anything', { ...listParams, meta: { model: 'cities' } });
    expect(calls.map(({ body }) => body)).toEqual([
      { model: 'faqs', itemsPerPage: 30, page: 1, filters: {} },
      { model: 'products', itemsPerPage: 150, page: 1, filters: {} },
      { model: 'cities', itemsPerPage: 30, page: 1, filters: {} },
    ]);
  });

  it('getList passes a refusal on as an HttpError, without asking again', async () => {
    const calls: unknown[] = [];
    server.use(
      http.post(api('search'), async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ state: 0, message: 'Unknown filter "utm_source".' }, { status: 400 });
      }),
    );
    await expect(
      dataProvider.getList('products', { ...listParams, filter: { utm_source: 'mail' } }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Unknown filter "utm_source".',
    });
    expect(calls).toHaveLength(1);
  });

  it('getOne reads getSingle: the item with its notes, id from ID', async () => {
    const notes = [noteRecord(1, 'hi', 0)];
    const calls = recordAll(() => singleAnswer(5, { notes }));
    expect(await dataProvider.getOne('users', { id: 5 })).toEqual({
      data: { ID: 5, id: 5, first_name: 'Mona', is_trashed: 0, notes },
    });
    expect(calls).toEqual([
      { method: 'GET', path: 'getSingle/users/5', query: '', type: 'application/json; charset=UTF-8', body: null },
    ]);
  });

  it('getMany reads each record through getSingle, in the asked order', async () => {
    const calls = recordAll((call) => ({ state: 1, data: { ...singleAnswer(0).data, item: faqRecord(idOf(call)) } }));
    expect(await dataProvider.getMany('faq-list', { ids: [3, 14] })).toEqual({ data: [faqRecord(3), faqRecord(14)] });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET getSingle/faqs/3',
      'GET getSingle/faqs/14',
    ]);
  });

  it('getManyReference is a search filtered by the target', async () => {
    const calls = recordAll(() => productPage());
    const result = await dataProvider.getManyReference('orders', {
      ...listParams,
      target: 'user_id',
      id: 7,
      filter: { status: 'paid' },
    });
    expect(calls[0].body).toEqual({
      model: 'orders',
      itemsPerPage: 30,
      page: 1,
      filters: { status: 'paid', user_id: 7 },
    });
    expect(result).toEqual({
      data: productPage().data.results.data.map((row) => ({ ...row, id: row.ID })),
      total: 1234,
    });
  });

  it('create posts to the model endpoint of spec 7 and merges the answer', async () => {
    const saved: Record<string, Json> = {
      'faq/store': faqRecord(9),
      programs: programRecord(3),
      'cities/store': cityRecord(3),
    };
    const calls = recordAll(
      (call) => ({ state: 1, message: 'Saved', data: saved[call.path] }),
      () => 201,
    );
    const question = { title_en: 'Why?', title_ar: 'لماذا؟', body_en: 'Because.', body_ar: 'لأن.', section: 'general' };
    // The saved record comes back whole, with what the server set (dates, id).
    expect(await dataProvider.create('faq-list', { data: question })).toEqual({ data: faqRecord(9) });
    await dataProvider.create('programs', { data: { name_en: 'Run', name_ar: 'جري' } });
    await dataProvider.create('cities', { data: { name_en: 'Giza', name_ar: 'الجيزة', country: 'EG' } });
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', 'faq/store', question],
      ['POST', 'programs', { name_en: 'Run', name_ar: 'جري' }],
      ['POST', 'cities/store', { name_en: 'Giza', name_ar: 'الجيزة', country: 'EG' }],
    ]);
  });

  it('update posts to the model endpoint of spec 7 and merges the answer', async () => {
    const saved: Record<string, Json> = {
      'coupons/update/4': couponRecord(4),
      'user-update/4': memberRecord(4),
      'cities/update/4': cityRecord(4),
    };
    const calls = recordAll((call) => ({ state: 1, message: 'Saved', data: saved[call.path] }));
    const previousData = { id: 4 };
    expect(await dataProvider.update('coupons', { id: 4, data: { code: 'NEW' }, previousData })).toEqual({
      data: couponRecord(4),
    });
    // A profile answer carries `id` only.
    expect(await dataProvider.update('users', { id: 4, data: { first_name: 'Mona' }, previousData })).toEqual({
      data: memberRecord(4),
    });
    await dataProvider.update('cities', { id: 4, data: { name_en: 'Giza' }, previousData });
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', 'coupons/update/4', { code: 'NEW' }],
      ['POST', 'user-update/4', { first_name: 'Mona' }],
      ['POST', 'cities/update/4', { name_en: 'Giza' }],
    ]);
  });

  it('create and update go as multipart when the data holds a file', async () => {
    const calls = recordAll(
      () => ({ state: 1, message: 'Saved', data: adminRecord(12) }),
      (call) => (call.path === 'admins' ? 201 : 200),
    );
    const image = new File(['png'], 'me.png', { type: 'image/png' });
    await dataProvider.create('admins', { data: { email: 'a@b.c', role_id: 2, image: { rawFile: image } } });
    await dataProvider.update('admins', { id: 12, data: { email: 'a@b.c', image }, previousData: { id: 12 } });
    expect(calls.map(({ path, type }) => [path, type?.split(';')[0]])).toEqual([
      ['admins', 'multipart/form-data'],
      ['admins/12', 'multipart/form-data'],
    ]);
    const created = calls[0].body as FormData;
    expect(created.get('email')).toBe('a@b.c');
    expect(created.get('role_id')).toBe('2');
    // (jsdom's File does not survive Node's fetch intact, so only its presence is checked.)
    expect(created.has('image')).toBe(true);
    expect((calls[1].body as FormData).has('image')).toBe(true);
  });

  it('updateMany switches enabled as one action, and updates other fields record by record', async () => {
    const calls = recordAll((call) =>
      call.path === 'search'
        ? actionAnswer(idsOf(call).length)
        : { state: 1, message: 'Saved', data: couponRecord(idOf(call)) },
    );
    expect(await dataProvider.updateMany('products', { ids: [4, 5], data: { enabled: 0 } })).toEqual({ data: [4, 5] });
    await dataProvider.updateMany('products', { ids: [6], data: { enabled: 1 } });
    await dataProvider.updateMany('coupons', { ids: [1, 2], data: { value: 10 } });
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['search', { model: 'products', id: [4, 5], action: 'disable', data: { enabled: 0 } }],
      ['search', { model: 'products', id: [6], action: 'enable', data: { enabled: 1 } }],
      ['coupons/update/1', { value: 10 }],
      ['coupons/update/2', { value: 10 }],
    ]);
  });

  it('delete and deleteMany are delete actions on search', async () => {
    const calls = recordAll((call) => actionAnswer(idsOf(call).length));
    expect(await dataProvider.delete('products', { id: 4, previousData: { id: 4, name: 'Mat' } })).toEqual({
      data: { id: 4, name: 'Mat' },
    });
    expect(await dataProvider.deleteMany('faq-list', { ids: [4, 5] })).toEqual({ data: [4, 5] });
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', 'search', { model: 'products', id: 4, action: 'delete' }],
      ['POST', 'search', { model: 'faqs', id: [4, 5], action: 'delete' }],
    ]);
  });
});

describe("dataProvider: the spec's other calls", () => {
  it('runAction sends {model, id, action}, with the enabled flag for enable and disable', async () => {
    const calls = recordAll((call) => actionAnswer(idsOf(call).length));
    expect(await dataProvider.runAction('orders', [1, 2], 'restore')).toEqual({ affected: 2 });
    await dataProvider.runAction('orders', 3, 'enable');
    await dataProvider.runAction('orders', [3], 'disable');
    await dataProvider.runAction('orders', [7], 'mark_paid');
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['search', { model: 'orders', id: [1, 2], action: 'restore' }],
      ['search', { model: 'orders', id: 3, action: 'enable', data: { enabled: 1 } }],
      ['search', { model: 'orders', id: [3], action: 'disable', data: { enabled: 0 } }],
      ['search', { model: 'orders', id: [7], action: 'mark_paid' }],
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
    const file = await dataProvider.exportFile(
      'products',
      { filters: { status: ['active'] }, sort: { field: 'price', desc: true } },
      format,
    );
    expect(bodies).toEqual([
      {
        model: 'products',
        filters: { status: ['active'] },
        sortBy: ['price'],
        sortDesc: [true],
        export_format: format,
      },
    ]);
    if (!('blob' in file)) throw new Error('a file was expected, not a job');
    expect(file.filename).toBe(name);
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
  });

  it('getSingle gives the item, its list row, title, headers and notes; a blank title is left out', async () => {
    const notes = [noteRecord(1, 'hi', 0)];
    const full = singleAnswer(5, { notes });
    const untitled = singleAnswer(6, { title: ' ' });
    const calls = recordAll((call) => (call.path.endsWith('/5') ? full : untitled));
    expect(await dataProvider.getSingle('users', 5)).toEqual(full.data);
    const { title: _blank, ...withoutTitle } = untitled.data;
    expect(await dataProvider.getSingle('users', 6)).toEqual(withoutTitle);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET getSingle/users/5',
      'GET getSingle/users/6',
    ]);
  });

  it('addNote posts {id, model, note, is_private} to add-note/{model}/{id}', async () => {
    const calls = recordAll((call) => {
      const { note, is_private } = call.body as { note: string; is_private: 0 | 1 };
      return { state: 1, message: 'Note added', data: noteRecord(1, note, is_private) };
    });
    expect(await dataProvider.addNote('users', 5, '<p>Call back</p>', true)).toEqual(
      noteRecord(1, '<p>Call back</p>', 1),
    );
    await dataProvider.addNote('users', 5, 'Seen', false);
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', 'add-note/users/5', { id: 5, model: 'users', note: '<p>Call back</p>', is_private: 1 }],
      ['POST', 'add-note/users/5', { id: 5, model: 'users', note: 'Seen', is_private: 0 }],
    ]);
  });

  it('fieldSearch posts {model, field_name, query} and returns label → value', async () => {
    const calls = recordAll(() => ({ state: 1, data: { 'Ahmed Ali': 5 } }));
    expect(await dataProvider.fieldSearch('products', 'seller_id', 'Ah')).toEqual({ 'Ahmed Ali': 5 });
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['field-search', { model: 'products', field_name: 'seller_id', query: 'Ah' }],
    ]);
  });

  it('searchPicker sends direct, query, alldata, multiple and the value', async () => {
    const calls = recordAll(() => ({ state: 1, data: { 5: 'Mona' } }));
    expect(await dataProvider.searchPicker('users', { query: 'mo', value: [5], objects: false })).toEqual({
      5: 'Mona',
    });
    await dataProvider.searchPicker('users', { query: '', objects: true, multiple: true, value: '' });
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['search-picker', { model: 'users', direct: true, query: 'mo', alldata: 0, value: [5] }],
      ['search-picker', { model: 'users', direct: true, query: '', alldata: 1, multiple: true }],
    ]);
  });
});
