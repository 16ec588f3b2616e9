// The activity log: writes are recorded on the server (who, model, rows, changed fields before → after,
// secrets hidden), sign-ins and failed sign-ins too; the log is read-only and needs view-ActivityLog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let superToken: string;
const API = '/api/v1/admin';

beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, token = superToken) =>
  t.app.inject({ method: 'POST', url: `${API}/${url}`, headers: t.auth(token), payload });

/** A row of the log's list (`POST search`): the action is a status cell. */
interface LogRow {
  ID: number;
  admin: string | null;
  action: { label: string; value: string };
  model: string | null;
}

/** The log's rows straight from the table, newest first. */
const latest = async (count = 1) =>
  (await t.db
    .selectFrom('activity_log' as never)
    .selectAll()
    .orderBy('id' as never, 'desc')
    .limit(count)
    .execute()) as unknown as Array<{
    id: number;
    admin_id: number | null;
    email: string | null;
    action: string;
    model: string | null;
    row_ids: string | null;
    changes: string | null;
  }>;

describe('what is recorded', () => {
  it('a role created and changed, with its fields before → after', async () => {
    const created = await post('role/create', { name: 'Auditors', permissions: ['view-User'] });
    const id = created.json().data.id;
    expect(await latest()).toMatchObject([
      {
        admin_id: 1,
        action: 'create',
        model: 'roles',
        row_ids: String(id),
        changes: JSON.stringify({
          name: { before: null, after: 'Auditors' },
          permissions: { before: null, after: ['view-User'] },
        }),
      },
    ]);
    await post(`role/update/${id}`, { permissions: ['view-User', 'view-ActivityLog'] });
    const [entry] = await latest();
    expect(JSON.parse(entry.changes!)).toEqual({
      permissions: { before: ['view-User'], after: ['view-User', 'view-ActivityLog'] },
    });
  });

  it('an admin changed, the new password named but never stored', async () => {
    const id = await addAdmin(t, { email: 'logged@demo.test', roleName: 'Auditors' });
    await post(`admins/${id}`, { last_name: 'Changed', password: 'Another#123' });
    const [entry] = await latest();
    expect(entry).toMatchObject({ action: 'update', model: 'admins', row_ids: String(id) });
    expect(JSON.parse(entry.changes!)).toEqual({
      last_name: { before: 'Admin', after: 'Changed' },
      password: { before: '[hidden]', after: '[hidden]' },
    });
    expect(entry.changes).not.toContain('Another#123');
  });

  it('row actions, notes, settings (secret keys hidden), sign-ins and failed sign-ins', async () => {
    const roleId = (await post('role/create', { name: 'Short-lived', permissions: [] })).json().data.id;
    await post('search', { model: 'roles', id: [roleId], action: 'delete' });
    expect(await latest()).toMatchObject([{ action: 'delete', model: 'roles', row_ids: String(roleId) }]);

    await post('settings/integrations.maps_key', { value: 'abc-secret-123' });
    const [setting] = await latest();
    expect(setting).toMatchObject({ action: 'setting', model: 'settings', row_ids: 'integrations.maps_key' });
    expect(JSON.parse(setting.changes!)).toEqual({
      'integrations.maps_key': { before: '[hidden]', after: '[hidden]' },
    });
    await post('settings/general.site_name', { value: 'Fit' });
    expect(JSON.parse((await latest())[0].changes!)).toEqual({ 'general.site_name': { before: null, after: 'Fit' } });

    await t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: 'Nobody@demo.test', password: 'wrong-pass' },
    });
    expect(await latest()).toMatchObject([{ admin_id: null, email: 'nobody@demo.test', action: 'sign_in_failed' }]);
    await t.login(DEMO_SUPPORT.email);
    expect(await latest()).toMatchObject([{ admin_id: 2, email: DEMO_SUPPORT.email, action: 'sign_in' }]);
  });

  it('throttled sign-ins and sign-ins to a disabled account', async () => {
    const guarded = await createTestApp({ config: { loginRateLimit: { maxFailures: 2, windowSeconds: 60 } } });
    try {
      const login = (email: string, password: string) =>
        guarded.app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password } });
      const entries = async () =>
        (await guarded.db
          .selectFrom('activity_log' as never)
          .select(['admin_id', 'email', 'action'] as never[])
          .orderBy('id' as never, 'desc')
          .limit(1)
          .execute()) as unknown as Array<{ admin_id: number | null; email: string; action: string }>;
      const owner = await guarded.login();
      const supportId = (
        await guarded.db
          .selectFrom('admins')
          .select('id')
          .where('email', '=', DEMO_SUPPORT.email)
          .executeTakeFirstOrThrow()
      ).id;
      await guarded.app.inject({
        method: 'POST',
        url: `${API}/admins/${supportId}`,
        headers: guarded.auth(owner),
        payload: { enabled: false },
      });
      expect((await login(DEMO_SUPPORT.email, DEMO_SUPPORT.password)).statusCode).toBe(403);
      expect(await entries()).toEqual([{ admin_id: supportId, email: DEMO_SUPPORT.email, action: 'sign_in_disabled' }]);
      await login('target@demo.test', 'wrong-1');
      await login('target@demo.test', 'wrong-2');
      expect((await login('target@demo.test', 'wrong-3')).statusCode).toBe(429);
      expect(await entries()).toEqual([{ admin_id: null, email: 'target@demo.test', action: 'sign_in_throttled' }]);
    } finally {
      await guarded.close();
    }
  });

  it('nothing for a refused write: the entry rolls back with it', async () => {
    const before = (await latest())[0].id;
    const refused = await post('role/create', { name: 'Support', permissions: [] });
    expect(refused.statusCode).toBe(422);
    expect((await latest())[0].id).toBe(before);
  });
});

describe('the activity-log model', () => {
  it('is listed with view-ActivityLog, filtered by action and model', async () => {
    await addAdmin(t, {
      email: 'auditor@demo.test',
      password: 'Audit#1234',
      roleName: 'Log readers',
      permissions: ['view-ActivityLog'],
    });
    const auditor = await t.login('auditor@demo.test', 'Audit#1234');
    const res = await post('search', { model: 'activity-log', filters: { action: 'create', model: 'roles' } }, auditor);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.results.data as LogRow[];
    expect(rows.length).toBeGreaterThan(0);
    // The Model column names the model by its label (the filter takes its name).
    expect(rows.every((row) => row.action.value === 'create' && row.model === 'Roles')).toBe(true);
    expect(rows[0]).toMatchObject({ admin: 'Demo Admin', action: { label: 'Created', value: 'create' } });
  });

  it('is closed without view-ActivityLog', async () => {
    const support = await t.login(DEMO_SUPPORT.email);
    expect((await post('search', { model: 'activity-log' }, support)).statusCode).toBe(403);
  });

  it('cannot be deleted, restored, edited or noted, even by a Super Admin', async () => {
    const [{ id }] = await latest();
    for (const action of ['delete', 'restore']) {
      const res = await post('search', { model: 'activity-log', id: [id], action });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Items of Activity log cannot be deleted.');
    }
    expect((await post('activity-log/store', { action: 'x' })).statusCode).toBe(404);
    expect((await post(`activity-log/update/${id}`, { action: 'x' })).statusCode).toBe(404);
    expect((await post(`add-note/activity-log/${id}`, { note: 'x' })).statusCode).toBe(400);
  });
});
