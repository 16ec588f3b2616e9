// Row and bulk actions on `POST search` ({model, id, action, data}): delete (to trash), restore, enable,
// disable and the model's custom actions. All or nothing: every id is checked and every change made
// inside one transaction; any refusal rolls the whole request back.
import type { Kysely } from 'kysely';
import { actionDone as arabicDone } from '../../i18n/server/models.ar';
import { actionDone as englishDone } from '../../i18n/server/models.en';
import { type ActivityAction, recordActivity } from '../activity/record';
import { watchRow } from '../activity/write';
import { nowIso } from '../db/time';
import type { Language } from '../http/language';
import type { CustomActionSpec, Model } from '../models/define/types';
import { BUILT_IN_ACTIONS } from '../models/define/validate';
import { findModel } from '../models/registry';
import { titleColumns, titleOf, type Row } from './cells';
import { echoable, fail, type ListContext } from './context';
import { builtInActionPermissions, customActionPermissions, requireAny, type BuiltInAction } from './permissions';
import { pluralForm } from './plural';
import { requireModel, type ListBody } from './request';

export const MAX_IDS = 1000;
const CHUNK = 500;
const NAMED_IN_MESSAGES = 20;

type Resolved = { kind: 'built-in'; name: BuiltInAction } | { kind: 'custom'; spec: CustomActionSpec };

export function parseIds(language: Language, raw: unknown): number[] {
  const list = Array.isArray(raw) ? raw : [raw];
  const ids = list.map((item) => (typeof item === 'string' && /^\d{1,15}$/.test(item) ? Number(item) : item));
  if (!ids.every((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) {
    throw fail(language, 400, 'models.invalid_ids');
  }
  if (ids.length === 0) throw fail(language, 400, 'models.no_ids');
  if (ids.length > MAX_IDS) throw fail(language, 400, 'models.too_many_ids', { max: MAX_IDS });
  return [...new Set(ids)];
}

function resolveAction(language: Language, model: Model, raw: unknown): Resolved {
  const name = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if ((BUILT_IN_ACTIONS as readonly string[]).includes(name)) return { kind: 'built-in', name: name as BuiltInAction };
  const spec = model.actions.find((action) => action.name === name);
  if (spec) return { kind: 'custom', spec };
  const shown = echoable(raw);
  throw shown
    ? fail(language, 400, 'models.unknown_action', { action: shown })
    : fail(language, 400, 'models.unknown_action_plain');
}

function listIds(ids: readonly number[]): string {
  const shown = ids
    .slice(0, NAMED_IN_MESSAGES)
    .map((id) => `#${id}`)
    .join(', ');
  return ids.length > NAMED_IN_MESSAGES ? `${shown}…` : shown;
}

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

async function selectByIds(trx: Kysely<any>, table: string, columns: string[], ids: readonly number[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const part of chunks(ids))
    rows.push(...((await trx.selectFrom(table).select(columns).where('id', 'in', part).execute()) as Row[]));
  return rows;
}

/** Throws 409 naming the rows that may never be deleted or disabled (Name or Role 'Super Admin'). */
async function refuseProtected(
  trx: Kysely<any>,
  model: Model,
  ids: readonly number[],
  language: Language,
  action: 'delete' | 'disable',
): Promise<void> {
  const guard = model.protectedRows;
  if (!guard) return;
  const key = 'relation' in guard ? guard.relation.key : guard.column;
  const rows = await selectByIds(trx, model.table, [...new Set(['id', key, ...titleColumns(model, language)])], ids);
  let protectedRows: Row[];
  if ('relation' in guard) {
    const target = findModel(guard.relation.model)!;
    const keys = [...new Set(rows.map((row) => row[key]).filter((value) => value !== null && value !== undefined))];
    const matched = new Set<unknown>();
    for (const part of chunks(keys)) {
      const related = await trx
        .selectFrom(target.table)
        .select('id')
        .where('id', 'in', part)
        .where(guard.column, 'in', [...guard.values])
        .execute();
      related.forEach((row) => matched.add(Number(row.id)));
    }
    protectedRows = rows.filter((row) => matched.has(Number(row[key])));
  } else {
    protectedRows = rows.filter((row) => guard.values.includes(String(row[key])));
  }
  if (protectedRows.length === 0) return;
  const names = protectedRows
    .slice(0, NAMED_IN_MESSAGES)
    .map((row) => `${titleOf(model, row, language) || `#${row.id}`} (#${row.id})`)
    .join(', ');
  throw fail(language, 409, action === 'delete' ? 'models.protected_rows' : 'models.protected_rows_disable', { names });
}

/** Throws 409 unless every row is in one of the states the custom action starts from. */
async function requireState(
  trx: Kysely<any>,
  model: Model,
  spec: CustomActionSpec,
  ids: readonly number[],
  language: Language,
): Promise<void> {
  const rule = spec.onlyWhen;
  if (!rule) return;
  const rows = await selectByIds(trx, model.table, ['id', rule.column], ids);
  const wrong = rows
    .filter((row) => !rule.values.some((value) => String(value) === String(row[rule.column])))
    .map((row) => Number(row.id));
  if (wrong.length === 0) return;
  const header = model.headers.find(
    (candidate) => (candidate.column ?? candidate.value) === rule.column && candidate.options,
  );
  const allowed = rule.values
    .map(
      (value) =>
        header?.options?.find((option) => String(option.value) === String(value))?.label[language] ?? String(value),
    )
    .join(' / ');
  throw fail(language, 409, 'models.action_wrong_state', {
    action: spec.label[language],
    ids: listIds(wrong.sort((a, b) => a - b)),
    allowed,
  });
}

function successMessage(language: Language, action: Resolved, count: number): string {
  const key = action.kind === 'custom' ? 'custom' : action.name;
  const forms = (language === 'ar' ? arabicDone : englishDone)[key];
  const template = forms[pluralForm(language, count)];
  const actionLabel = action.kind === 'custom' ? action.spec.label[language] : '';
  return template.replace('%{count}', String(count)).replace('%{action}', actionLabel);
}

function checkEnabledData(language: Language, name: BuiltInAction, data: unknown): void {
  if (data === undefined || data === null) return;
  if (typeof data !== 'object' || Array.isArray(data)) throw fail(language, 400, 'models.invalid_enabled');
  const keys = Object.keys(data);
  const enabled = (data as Record<string, unknown>).enabled;
  if (keys.some((key) => key !== 'enabled')) throw fail(language, 400, 'models.invalid_enabled');
  if (enabled === undefined) return;
  const expected = name === 'enable' ? 1 : 0;
  if (
    Number(enabled) !== expected ||
    !(typeof enabled === 'number' || typeof enabled === 'boolean' || enabled === '0' || enabled === '1')
  ) {
    throw fail(language, 400, 'models.invalid_enabled');
  }
}

export async function runAction(context: ListContext, body: ListBody): Promise<{ message: string; affected: number }> {
  const { language } = context;
  const model = requireModel(language, body.model);
  const action = resolveAction(language, model, body.action);
  if (body.id === undefined) throw fail(language, 400, 'validation.required', { field: 'id' });
  const ids = parseIds(language, body.id);
  const modelLabel = model.label[language];

  if (action.kind === 'built-in') {
    requireAny(context, builtInActionPermissions(model, action.name));
    // A model that is never deleted (the activity log) is never restored either: restoring would edit it.
    if ((action.name === 'delete' || action.name === 'restore') && !model.switches.deletable)
      throw fail(language, 400, 'models.not_deletable', { model: modelLabel });
    if ((action.name === 'enable' || action.name === 'disable') && !model.enabled) {
      throw fail(language, 400, 'models.no_enabled_column', { model: modelLabel });
    }
    if (action.name === 'enable' || action.name === 'disable') checkEnabledData(language, action.name, body.data);
    else if (
      body.data !== undefined &&
      body.data !== null &&
      (typeof body.data !== 'object' || Array.isArray(body.data))
    ) {
      throw fail(language, 400, 'models.invalid_value', { field: 'data' });
    }
  } else {
    requireAny(context, customActionPermissions(model, action.spec));
  }

  await context.db.transaction().execute(async (trx) => {
    const found = new Set((await selectByIds(trx, model.table, ['id'], ids)).map((row) => Number(row.id)));
    const missing = ids.filter((id) => !found.has(id)).sort((a, b) => a - b);
    if (missing.length > 0)
      throw fail(language, 404, 'models.items_not_found', { model: modelLabel, ids: listIds(missing) });

    const now = nowIso();
    // What a custom action's run and a model's hooks around a built-in action are told.
    const hookContext = {
      trx,
      table: model.table,
      ids,
      adminId: context.admin.id,
      actor: context.admin,
      now,
      language,
    };
    const update = async (values: Record<string, unknown>, onlyLive?: boolean) => {
      for (const part of chunks(ids)) {
        let query = trx.updateTable(model.table).set(values).where('id', 'in', part);
        if (onlyLive) query = query.where('deleted_at', 'is', null);
        await query.execute();
      }
    };
    if (action.kind === 'custom') {
      await requireState(trx, model, action.spec, ids, language);
      // One row's action names its changed fields; a bulk one names its rows.
      const watched = ids.length === 1 ? await watchRow(trx, model.table, ids[0]) : null;
      if (action.spec.set) await update(action.spec.set(now));
      if (action.spec.run) await action.spec.run(hookContext);
      // Custom action names are in the activity catalogue (tests/server/activity-actions.test.ts).
      const entry = { adminId: context.admin.id, action: action.spec.name as ActivityAction, model: model.name, ids };
      await (watched ? watched.record(entry) : recordActivity(trx, entry));
      return;
    }
    // Nobody deletes or locks out the Super Admins, not even another one.
    if (action.name === 'delete' || action.name === 'disable') {
      await refuseProtected(trx, model, ids, language, action.name);
    }
    await model.beforeBuiltInAction?.(action.name, hookContext);
    switch (action.name) {
      case 'delete':
        // Rows already in the trash keep their original deletion time.
        await update({ deleted_at: now, updated_at: now }, true);
        break;
      case 'restore':
        await update({ deleted_at: null, updated_at: now });
        break;
      case 'disable':
        await update({ enabled: 0, updated_at: now });
        break;
      case 'enable':
        await update({ enabled: 1, updated_at: now });
        break;
    }
    await model.afterBuiltInAction?.(action.name, hookContext);
    await recordActivity(trx, { adminId: context.admin.id, action: action.name, model: model.name, ids });
  });
  if (action.kind === 'custom' && action.spec.afterCommit && context.publish)
    await action.spec.afterCommit({ db: context.db, ids, publish: context.publish });
  return { message: successMessage(language, action, ids.length), affected: ids.length };
}
