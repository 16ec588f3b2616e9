// POST settings: several settings saved at once, all or none. Every value is checked first (errors by
// setting key, so the settings screen shows each under its input); the writes and their one activity-log
// entry then run in the caller's transaction. Node-free: the demo backend saves alike.
import type { Kysely } from 'kysely';
import { changedFields, HIDDEN, recordActivity } from '../activity/record';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import { isSecretSetting, maskSecret, settingProblem } from './catalogue';

export const SETTING_KEY = /^[a-z][a-z0-9_.-]{0,99}$/;
const MAX_SETTINGS = 100;

export const saveManySchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['values'],
    properties: { values: { type: 'object', minProperties: 1, maxProperties: MAX_SETTINGS } },
  },
};

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The problems of the values by key (message keys), empty when every value may be saved. */
export function settingsProblems(values: Record<string, unknown>): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(values)) {
    const problem = SETTING_KEY.test(key) ? settingProblem(key, value) : 'validation.setting_key';
    if (problem) problems[key] = [problem];
  }
  return problems;
}

/** Saves checked values (see settingsProblems) and records the change; answers them as GET settings shows them. */
export async function saveSettings(
  trx: Kysely<any>,
  adminId: number,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const keys = Object.keys(values);
  const rows = await trx.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  const before = Object.fromEntries(rows.map((row) => [row.key, parseValue(row.value)]));
  const updatedAt = nowIso();
  for (const key of keys) {
    const value = JSON.stringify(values[key]);
    await trx
      .insertInto('settings')
      .values({ key, value, updated_at: updatedAt })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: updatedAt }))
      .execute();
  }
  const changes = changedFields(before, values);
  // Secret settings are named in the log but their values never stored.
  for (const key of keys) if (isSecretSetting(key) && changes[key]) changes[key] = { before: HIDDEN, after: HIDDEN };
  await recordActivity(trx, { adminId, action: 'setting', model: 'settings', ids: keys, changes });
  return Object.fromEntries(keys.map((key) => [key, isSecretSetting(key) ? maskSecret(values[key]) : values[key]]));
}

/** Throws the 422 of problems found by settingsProblems, each message translated by `t`. */
export function refuseProblems(problems: Record<string, string[]>, t: (key: string) => string): void {
  if (Object.keys(problems).length === 0) return;
  const errors = Object.fromEntries(Object.entries(problems).map(([key, list]) => [key, list.map((item) => t(item))]));
  throw new HttpError(422, 'errors.validation', errors);
}
