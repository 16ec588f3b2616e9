// The data provider's saved-view calls: the exact request each one sends (method, path, body) and what it
// hands back from the server's answer.
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SavedView, SavedViewInput } from '../../src/providers/apiAnswers';
import { dataProvider } from '../../src/providers/dataProvider';
import { server } from './msw';

const API_PREFIX = '/api/v1/admin/';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers every call with `answer` (status and envelope) and records it. */
function recordAll(status: number, answer: JsonBodyType) {
  const calls: Call[] = [];
  server.use(
    http.all(`${window.location.origin}${API_PREFIX}*`, async ({ request }) => {
      const url = new URL(request.url);
      const body =
        request.method === 'GET' ? null : await request.text().then((text) => (text ? JSON.parse(text) : null));
      calls.push({ method: request.method, path: url.pathname.slice(API_PREFIX.length) + url.search, body });
      return HttpResponse.json(answer, { status });
    }),
  );
  return calls;
}

const INPUT: SavedViewInput = {
  name: 'Active women',
  filters: { status: ['active'], gender: ['female'] },
  sort: { by: 'created_at', desc: true },
  columns: ['name', 'email', 'status'],
  page_size: 60,
  shared_role_ids: [3],
  is_default: true,
};

const VIEW: SavedView = {
  id: 4,
  ...INPUT,
  owner: { id: 7, name: 'Sara Hassan' },
  mine: true,
};

describe('saved views', () => {
  it("lists a model's views with GET views/{model}", async () => {
    const shared: SavedView = { ...VIEW, id: 5, name: 'Shared', mine: false, is_default: false };
    const calls = recordAll(200, { state: 1, data: [VIEW, shared] });
    expect(await dataProvider.getViews('users')).toEqual([VIEW, shared]);
    expect(calls).toEqual([{ method: 'GET', path: 'views/users', body: null }]);
  });

  it('saves a view with POST views/{model} and answers it as stored', async () => {
    const calls = recordAll(201, { state: 1, message: 'The view was saved.', data: VIEW });
    expect(await dataProvider.saveView('users', INPUT)).toEqual(VIEW);
    expect(calls).toEqual([{ method: 'POST', path: 'views/users', body: INPUT }]);
  });

  it('changes only the fields given with POST views/{model}/{id}', async () => {
    const calls = recordAll(200, { state: 1, message: 'The view was updated.', data: { ...VIEW, page_size: 90 } });
    expect(await dataProvider.updateView('users', 4, { page_size: 90 })).toEqual({ ...VIEW, page_size: 90 });
    expect(calls).toEqual([{ method: 'POST', path: 'views/users/4', body: { page_size: 90 } }]);
  });

  it('deletes a view with DELETE views/{model}/{id}', async () => {
    const calls = recordAll(200, { state: 1, message: 'The view was deleted.', data: { id: 4 } });
    expect(await dataProvider.deleteView('diet-programs', '4')).toEqual({ id: 4 });
    expect(calls).toEqual([{ method: 'DELETE', path: 'views/diet-programs/4', body: {} }]);
  });

  it("rejects with the server's field messages when a rule is broken", async () => {
    recordAll(422, {
      state: 0,
      message: 'The given data was invalid.',
      errors: { page_size: ['The page size must be 30, 60, 90, 100 or 150.'] },
    });
    await expect(dataProvider.saveView('users', { ...INPUT, page_size: 50 })).rejects.toMatchObject({
      status: 422,
      errors: { page_size: ['The page size must be 30, 60, 90, 100 or 150.'] },
    });
  });
});
