// The data provider's calls for settings, record histories and sign-up approval: the exact request each
// one sends and what it hands back.
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { adminRecord } from './dataProviderAnswers';
import { dataProvider } from '../../src/providers/dataProvider';
import { server } from './msw';

const API_PREFIX = '/api/v1/admin/';
interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers every call with `data`, or with `data(path)` when it is a function, and records it. */
function recordAll(data: unknown) {
  const calls: Call[] = [];
  server.use(
    http.all(`${window.location.origin}${API_PREFIX}*`, async ({ request }) => {
      const url = new URL(request.url);
      const body =
        request.method === 'GET' ? null : await request.text().then((text) => (text ? JSON.parse(text) : null));
      const path = url.pathname.slice(API_PREFIX.length) + url.search;
      calls.push({ method: request.method, path, body });
      return HttpResponse.json({ state: 1, data: typeof data === 'function' ? data(path) : data });
    }),
  );
  return calls;
}

describe('settings, histories and approval calls', () => {
  it('reads the settings catalogue and the settings', async () => {
    const catalogue = [{ key: 'app_name', group: 'general', type: 'text', label: { en: 'A', ar: 'ب' }, secret: false }];
    let calls = recordAll(catalogue);
    expect(await dataProvider.getSettingsCatalogue()).toEqual(catalogue);
    expect(calls).toEqual([{ method: 'GET', path: 'settings/catalogue', body: null }]);
    calls = recordAll({ app_name: 'Fitness Admin' });
    expect(await dataProvider.getSettings()).toEqual({ app_name: 'Fitness Admin' });
    expect(calls).toEqual([{ method: 'GET', path: 'settings', body: null }]);
  });

  it('saves several settings in one POST settings', async () => {
    const calls = recordAll({ vat_percent: 14 });
    expect(await dataProvider.saveSettings({ vat_percent: 14, 'features.chat': true })).toEqual({ vat_percent: 14 });
    expect(calls).toEqual([
      { method: 'POST', path: 'settings', body: { values: { vat_percent: 14, 'features.chat': true } } },
    ]);
  });

  it("reads a record's history with the id in the path", async () => {
    const calls = recordAll([]);
    expect(await dataProvider.recordHistory('settings', 'features.chat')).toEqual([]);
    expect(calls).toEqual([{ method: 'GET', path: 'activity/settings/features.chat', body: null }]);
  });

  it('lists, approves and rejects pending accounts', async () => {
    // Approving answers the admin's profile with its new role; rejecting answers the id it removed.
    const calls = recordAll((path: string) =>
      path.startsWith('admins/approve/')
        ? { ...adminRecord(71), role_id: 5, role: 'Editor' }
        : path.startsWith('admins/reject/')
          ? { id: 72 }
          : [],
    );
    expect(await dataProvider.pendingAccounts()).toEqual([]);
    await dataProvider.approveAccount(71, '5');
    await dataProvider.rejectAccount(72);
    expect(calls).toEqual([
      { method: 'GET', path: 'admins/pending', body: null },
      { method: 'POST', path: 'admins/approve/71', body: { role_id: 5 } },
      { method: 'POST', path: 'admins/reject/72', body: {} },
    ]);
  });
});
