// GET settings and POST settings/{key}: free-form JSON values by key; GET settings/catalogue and POST
// settings for the settings screen.
import { isSecretSetting, maskSecret, settingProblem } from '../settings/catalogue';
import { refuseProblems, saveManySchema, saveSettings, settingsProblems } from '../settings/save-settings';
import { servedCatalogue, servedSettingSchema } from '../settings/served';
import { changedFields } from '../activity/record';
import { recordByAdmin } from '../activity/write';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import { strictObject } from '../http/schema';
import { displaySettings, displaySettingsSchema } from '../settings/display';
import { mapSettings, mapSettingsSchema } from '../settings/map';
import { answerOf, anyValue, listOf, mapOf, shape, str } from '../openapi/answers';

const SETTING_KEY = /^[a-z][a-z0-9_.-]{0,99}$/;

const TAGS = ['Settings'];
const SECRETS =
  'Secret settings are write-only: shown as `••••••••` plus, for values longer than 8 characters, their last four.';
const valuesByKey = { ...mapOf(anyValue), description: 'Setting key → its JSON value' };

const readSchema = {
  tags: TAGS,
  summary: 'Every stored setting',
  description: SECRETS,
  response: answerOf(valuesByKey),
};

const catalogueSchema = {
  tags: TAGS,
  summary: 'Every declared setting (the settings screen)',
  description: 'In declaration order, each with its group, type, labels and whether it is write-only.',
  response: answerOf(listOf(servedSettingSchema)),
};

const saveManyRouteSchema = {
  ...saveManySchema,
  tags: TAGS,
  summary: 'Save several settings at once, all or none',
  description:
    'Each value is checked as `POST settings/{key}` checks it; one refused value refuses the whole save (422 ' +
    `with the messages under each refused key). Answers the saved settings as \`GET settings\` shows them. ${SECRETS}`,
  response: answerOf(valuesByKey),
};

const displaySchema = {
  tags: TAGS,
  summary: 'What every screen follows (the digits of Arabic)',
  response: answerOf(displaySettingsSchema),
};

const mapSchema = {
  tags: TAGS,
  summary: 'The map tiles of the address and area pages',
  description: 'Null `tile_url`: no map, coordinates are shown as text.',
  response: answerOf(mapSettingsSchema),
};

const saveSchema = {
  tags: TAGS,
  summary: 'Create or replace one setting',
  description:
    'Keys: 1–100 characters of `a-z`, `0-9`, `_`, `-`, `.`, starting with a letter (422 otherwise). A known key ' +
    `is checked by its type (null clears it); any other takes any JSON value. ${SECRETS}`,
  params: strictObject({ key: { type: 'string', maxLength: 200 } }, ['key']),
  // `value` may be any JSON value (the body limit caps its size).
  body: strictObject({ value: {} }, ['value']),
  response: answerOf(shape({ key: str, value: anyValue })),
};

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function settingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;

  app.get(
    '/settings',
    { preHandler: requirePermission('view-Setting', 'edit-settings', 'manage-settings'), schema: readSchema },
    async () => {
      const rows = await db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();
      // Secrets are write-only: shown masked, never in full.
      const shown = (key: string, value: unknown) => (isSecretSetting(key) ? maskSecret(value) : value);
      return {
        state: 1,
        data: Object.fromEntries(rows.map((row) => [row.key, shown(row.key, parseValue(row.value))])),
      };
    },
  );

  app.get(
    '/settings/catalogue',
    { preHandler: requirePermission('view-Setting', 'edit-settings', 'manage-settings'), schema: catalogueSchema },
    async () => ({ state: 1, data: servedCatalogue() }),
  );

  app.post<{ Body: { values: Record<string, unknown> } }>(
    '/settings',
    { preHandler: requirePermission('edit-settings', 'manage-settings'), schema: saveManyRouteSchema },
    async (request) => {
      const { values } = request.body;
      refuseProblems(settingsProblems(values), (key) => request.t(key));
      const saved = await db.transaction().execute((trx) => saveSettings(trx, request.admin!.id, values));
      return { state: 1, message: request.t('settings.saved_many'), data: saved };
    },
  );

  // Any signed-in admin: every screen writes numbers and dates as these say.
  app.get('/settings/display', { preHandler: requirePermission(), schema: displaySchema }, async () => ({
    state: 1,
    data: await displaySettings(db),
  }));

  // Any signed-in admin: the address and area pages draw their maps with these (or none).
  app.get('/settings/map', { preHandler: requirePermission(), schema: mapSchema }, async () => ({
    state: 1,
    data: await mapSettings(db),
  }));

  app.post<{ Params: { key: string }; Body: { value: unknown } }>(
    '/settings/:key',
    { preHandler: requirePermission('edit-settings', 'manage-settings'), schema: saveSchema },
    async (request) => {
      const { key } = request.params;
      if (!SETTING_KEY.test(key)) throw new HttpError(422, 'errors.validation', { key: ['validation.setting_key'] });
      const problem = settingProblem(key, request.body.value);
      if (problem) throw new HttpError(422, 'errors.validation', { value: [request.t(problem)] });
      const value = JSON.stringify(request.body.value);
      const updatedAt = nowIso();
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
        await trx
          .insertInto('settings')
          .values({ key, value, updated_at: updatedAt })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: updatedAt }))
          .execute();
        const changes = changedFields(
          { [key]: before ? parseValue(before.value) : null },
          { [key]: request.body.value },
        );
        await recordByAdmin(trx, request, { action: 'setting', model: 'settings', ids: [key], changes });
      });
      const saved = isSecretSetting(key) ? maskSecret(request.body.value) : request.body.value;
      return { state: 1, message: request.t('settings.saved'), data: { key, value: saved } };
    },
  );
}
