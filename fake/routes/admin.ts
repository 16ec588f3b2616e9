// Dashboard cards, roles (catalogue, create, change) and settings, as server/routes/dashboard.ts,
// roles.ts and settings.ts answer them.
import { isSecretSetting, maskSecret, settingProblem } from '../../server/settings/catalogue';
import { refuseProblems, saveSettings, settingsProblems } from '../../server/settings/save-settings';
import { servedCatalogue } from '../../server/settings/served';
import { recordHistory } from '../../server/activity/history';
import { displaySettings } from '../../server/settings/display';
import { mapSettings } from '../../server/settings/map';
import { allPermissions, permissionGroups } from '../../server/auth/permissions';
import { createRole, createSchema, type RoleBody, updateRole, updateSchema } from '../../server/auth/role-changes';
import { toCount } from '../../server/db/portable';
import { nowIso } from '../../server/db/time';
import { HttpError } from '../../server/http/errors';
import { dashboardCounts } from '../../server/models';
import { modelUi } from '../../server/models/define/ui';
import { MODELS } from '../../server/models/registry';
import { answer, type FakeCall, type FakeRoute } from '../router';

async function liveCount(call: FakeCall, table: 'admins' | 'roles'): Promise<number> {
  const row = await call.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return toCount(row?.count);
}

async function dashboard(call: FakeCall) {
  const canView = (subject: string) => call.admin.permissions.has(`view-${subject}`);
  const cards: Array<{ key: string; count: number }> = [];
  if (canView('Admin')) cards.push({ key: 'admins', count: await liveCount(call, 'admins') });
  if (canView('Role')) cards.push({ key: 'roles', count: await liveCount(call, 'roles') });
  cards.push(...(await dashboardCounts(call.db, canView)));
  return { state: 1, data: { cards } };
}

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function saveSetting(call: FakeCall) {
  const { key } = call.params;
  if (!/^[a-z][a-z0-9_.-]{0,99}$/.test(key))
    throw new HttpError(422, 'errors.validation', { key: ['validation.setting_key'] });
  const body = call.body as { value?: unknown };
  if (typeof body !== 'object' || body === null || !('value' in body)) throw new HttpError(400, 'errors.validation');
  const problem = settingProblem(key, body.value);
  if (problem) throw new HttpError(422, 'errors.validation', { value: [call.t(problem)] });
  const value = JSON.stringify(body.value);
  const updatedAt = nowIso();
  await call.db
    .insertInto('settings')
    .values({ key, value, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: updatedAt }))
    .execute();
  const saved = isSecretSetting(key) ? maskSecret(body.value) : body.value;
  return { state: 1, message: call.t('settings.saved'), data: { key, value: saved } };
}

export const adminRoutes: FakeRoute[] = [
  { method: 'GET', path: '/dashboard', permissions: [], handle: dashboard },
  // What server/routes/models.ts serves: every model's screens, menu entry and declared form.
  { method: 'GET', path: '/models', permissions: [], handle: async () => ({ state: 1, data: MODELS.map(modelUi) }) },
  {
    method: 'GET',
    path: '/role/permissions',
    permissions: ['view-Role', 'create-roles', 'edit-roles', 'manage-roles'],
    handle: async () => ({ state: 1, data: { permissions: allPermissions(), groups: permissionGroups() } }),
  },
  {
    method: 'POST',
    path: '/role/create',
    permissions: ['create-roles', 'manage-roles'],
    schema: createSchema,
    handle: async (call) =>
      answer(201, {
        state: 1,
        message: call.t('roles.created'),
        data: await createRole(call, call.body as Required<RoleBody>),
      }),
  },
  {
    method: 'POST',
    path: '/role/update/:id',
    permissions: ['edit-roles', 'manage-roles'],
    schema: updateSchema,
    handle: async (call) => ({
      state: 1,
      message: call.t('roles.updated'),
      data: await updateRole(call, Number(call.params.id), call.body as RoleBody),
    }),
  },
  {
    method: 'GET',
    path: '/settings',
    permissions: ['view-Setting', 'edit-settings', 'manage-settings'],
    handle: async (call) => {
      const rows = await call.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();
      // As the server: secrets are shown masked (server/settings/catalogue.ts).
      const shown = (key: string, value: unknown) => (isSecretSetting(key) ? maskSecret(value) : value);
      return {
        state: 1,
        data: Object.fromEntries(rows.map((row) => [row.key, shown(row.key, parseValue(row.value))])),
      };
    },
  },
  // Any signed-in admin, as server/routes/settings.ts: the digits every screen writes numbers in.
  {
    method: 'GET',
    path: '/settings/display',
    permissions: [],
    handle: async (call) => ({ state: 1, data: await displaySettings(call.db) }),
  },
  // Any signed-in admin: the map tiles of the address and area pages (none unless set).
  {
    method: 'GET',
    path: '/settings/map',
    permissions: [],
    handle: async (call) => ({ state: 1, data: await mapSettings(call.db) }),
  },
  { method: 'POST', path: '/settings/:key', permissions: ['edit-settings', 'manage-settings'], handle: saveSetting },
  {
    method: 'GET',
    path: '/activity/:model/:id',
    permissions: ['view-ActivityLog'],
    handle: async (call) => ({
      state: 1,
      data: await recordHistory(call.db, call.params.model, call.params.id, call.language),
    }),
  },
  {
    method: 'GET',
    path: '/settings/catalogue',
    permissions: ['view-Setting', 'edit-settings', 'manage-settings'],
    handle: async () => ({ state: 1, data: servedCatalogue() }),
  },
  {
    method: 'POST',
    path: '/settings',
    permissions: ['edit-settings', 'manage-settings'],
    handle: async (call) => {
      const { values } = (call.body ?? {}) as { values?: unknown };
      if (typeof values !== 'object' || values === null || Array.isArray(values))
        throw new HttpError(400, 'errors.validation');
      refuseProblems(settingsProblems(values as Record<string, unknown>), (key) => call.t(key));
      const saved = await saveSettings(call.db, call.admin.id, values as Record<string, unknown>);
      return { state: 1, message: call.t('settings.saved_many'), data: saved };
    },
  },
];
