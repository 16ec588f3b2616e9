// What the sub-programme plan calls do: load a sub-programme with its plan, generate its calendar (asking
// first when it has days), and save a whole plan at once — refused when someone saved since it was loaded.
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { actorOf, valueChange, watchRow } from '../activity/write';
import { countWhere } from '../db/portable';
import { nowIso } from '../db/time';
import { presentItem, requireLiveRow } from '../forms/shared/form-routes';
import { HttpError } from '../http/errors';
import type { JsonSchema } from '../http/schema';
import { int, listOf, nullable, shape, str } from '../openapi/answers';
import { itemSchema } from '../search/item-schema';
import type { Model } from '../models/define/types';
import type { Row } from '../search/cells';
import { generatedDays } from './generate';
import { ITEM_KINDS, type PlanDay, type PlanItemKind, planDuplicates } from '../../common/programmes/plan';
import { readPlan, replacePlan } from './plan-store';

export interface PlanBody {
  version: number;
  days: Array<{
    key: string;
    week: number;
    day: number;
    rest: 0 | 1;
    items: Array<{
      kind: PlanItemKind;
      ref_id: number;
      sets?: number | null;
      reps?: number | null;
      duration_seconds?: number | null;
      rest_seconds?: number | null;
      notes?: string | null;
    }>;
  }>;
}

export interface LoadedPlan {
  item: Record<string, unknown>;
  version: number;
  training_days: number;
  days: PlanDay[];
}

/** A LoadedPlan of `model` (the sub-programmes): the item, its plan's version, training days and days. */
export function loadedPlanSchema(model: Model): JsonSchema {
  const count = nullable(int);
  return shape({
    item: itemSchema(model, { is_trashed: { const: 0 } }),
    version: int,
    training_days: int,
    days: listOf(
      shape({
        key: str,
        week: int,
        day: int,
        rest: { enum: [0, 1] },
        items: listOf(
          shape({
            kind: { enum: [...ITEM_KINDS] },
            ref_id: int,
            sets: count,
            reps: count,
            duration_seconds: count,
            rest_seconds: count,
            notes: nullable(str),
            name_en: nullable(str),
            name_ar: nullable(str),
          }),
        ),
      }),
    ),
  });
}

async function trainingDaysOf(db: Kysely<any>, programId: number): Promise<number> {
  const programme = await db
    .selectFrom('programs')
    .select('training_days')
    .where('id', '=', programId)
    .executeTakeFirst();
  return Number(programme?.training_days ?? 3);
}

function presentPlan(model: Model, row: Row, trainingDays: number, days: PlanDay[]): LoadedPlan {
  return {
    item: { ...presentItem(model, row), is_trashed: 0 },
    version: Number(row.version ?? 0),
    training_days: trainingDays,
    days,
  };
}

export async function loadPlan(db: Kysely<any>, model: Model, id: number): Promise<LoadedPlan> {
  const row = await requireLiveRow(db, model, id);
  const [trainingDays, days] = await Promise.all([trainingDaysOf(db, Number(row.program_id)), readPlan(db, id)]);
  return presentPlan(model, row, trainingDays, days);
}

/** Moves the version on by one, only from `expected`: false when someone saved in between. */
async function bumpVersion(db: Kysely<any>, id: number, expected: number | null): Promise<boolean> {
  let update = db
    .updateTable('sub_programs')
    .set({ version: sql`coalesce(version, 0) + 1`, updated_at: nowIso() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  if (expected !== null) update = update.where(sql`coalesce(version, 0)`, '=', expected);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function dayCount(db: Kysely<any>, id: number): Promise<number> {
  return countWhere(db, 'sub_program_days', 'sub_program_id', id);
}

export async function generatePlan(
  db: Kysely<any>,
  model: Model,
  id: number,
  replace: boolean,
  adminId: number | null,
): Promise<LoadedPlan> {
  return db.transaction().execute(async (trx) => {
    const row = await requireLiveRow(trx, model, id);
    const daysBefore = await dayCount(trx, id);
    // Days already planned are never dropped without the admin's say-so (`replace=1`).
    if (daysBefore > 0 && !replace) throw new HttpError(409, 'subprograms.generate_would_replace');
    const watched = await watchRow(trx, model.table, id);
    const trainingDays = await trainingDaysOf(trx, Number(row.program_id));
    const days = generatedDays(Number(row.weeks), trainingDays);
    await replacePlan(trx, id, days);
    await bumpVersion(trx, id, null);
    const entry = { adminId, action: 'plan_generate', model: model.name, ids: [id] } as const;
    await watched.record(entry, valueChange('days', daysBefore, days.length));
    const stored = await requireLiveRow(trx, model, id);
    return presentPlan(model, stored, trainingDays, await readPlan(trx, id));
  });
}

/** Field → messages for what the schema cannot say: one key per day, one of each item per day. */
function planProblems(request: FastifyRequest, days: PlanBody['days']): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const duplicates = planDuplicates(days);
  for (const index of duplicates.days) problems[`days.${index}.key`] = [request.t('subprograms.duplicate_day')];
  for (const { day, position } of duplicates.items)
    problems[`days.${day}.items.${position}`] = [request.t('subprograms.duplicate_item')];
  return problems;
}

/** The library table each plan item kind names by id. */
const LIBRARY_TABLES = { exercise: 'exercises', category: 'exercise_categories', round: 'rounds' } as const;

/** 422 for items naming library rows that do not exist (trashed ones still do: old plans keep them). */
async function missingLibraryRows(
  request: FastifyRequest,
  trx: Kysely<any>,
  subProgramId: number,
  days: PlanBody['days'],
): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  // A reference the stored plan already holds stays allowed (its row may have gone since): the plan saves as loaded.
  const held = await trx
    .selectFrom('sub_program_items')
    .select(['kind', 'ref_id'])
    .where('sub_program_id', '=', subProgramId)
    .execute();
  const alreadyHeld = new Set(held.map((row) => `${row.kind}:${Number(row.ref_id)}`));
  for (const [kind, table] of Object.entries(LIBRARY_TABLES)) {
    const wanted = [
      ...new Set(
        days.flatMap((day) =>
          day.items
            .filter((item) => item.kind === kind && !alreadyHeld.has(`${kind}:${item.ref_id}`))
            .map((item) => item.ref_id),
        ),
      ),
    ];
    if (wanted.length === 0) continue;
    const found = new Set<number>();
    for (let start = 0; start < wanted.length; start += 500) {
      const rows = await trx
        .selectFrom(table)
        .select('id')
        .where('id', 'in', wanted.slice(start, start + 500))
        .execute();
      for (const row of rows) found.add(Number(row.id));
    }
    days.forEach((day, dayIndex) => {
      day.items.forEach((item, position) => {
        if (item.kind === kind && !found.has(item.ref_id) && !alreadyHeld.has(`${kind}:${item.ref_id}`))
          problems[`days.${dayIndex}.items.${position}.ref_id`] = [
            request.t(`subprograms.missing_${kind}`, { id: item.ref_id }),
          ];
      });
    });
  }
  return problems;
}

export async function savePlan(request: FastifyRequest, model: Model, id: number, body: PlanBody): Promise<LoadedPlan> {
  const problems = planProblems(request, body.days);
  if (Object.keys(problems).length > 0) throw new HttpError(422, 'errors.validation', problems);
  const days: PlanDay[] = body.days.map((day) => ({
    key: day.key,
    week: day.week,
    day: day.day,
    // A day holding items is a training day, whatever the body says: the plan never shows a rest day with work.
    rest: day.items.length > 0 ? 0 : day.rest,
    items: day.items.map((item) => ({
      kind: item.kind,
      ref_id: item.ref_id,
      sets: item.sets ?? null,
      reps: item.reps ?? null,
      duration_seconds: item.duration_seconds ?? null,
      rest_seconds: item.rest_seconds ?? null,
      notes: item.notes?.trim() ? item.notes.trim() : null,
    })),
  }));
  const db = request.server.deps.db as Kysely<any>;
  return db.transaction().execute(async (trx) => {
    await requireLiveRow(trx, model, id);
    const missing = await missingLibraryRows(request, trx, id, body.days);
    if (Object.keys(missing).length > 0) throw new HttpError(422, 'errors.validation', missing);
    const watched = await watchRow(trx, model.table, id);
    const daysBefore = await dayCount(trx, id);
    // The version moves first, under the row's write lock, so two saves of the same version cannot both pass.
    if (!(await bumpVersion(trx, id, body.version))) throw new HttpError(409, 'subprograms.plan_conflict');
    await replacePlan(trx, id, days);
    const entry = { adminId: actorOf(request), action: 'plan_save', model: model.name, ids: [id] } as const;
    await watched.record(entry, valueChange('days', daysBefore, days.length));
    const stored = await requireLiveRow(trx, model, id);
    // Read back rather than echoed, so the answer carries the library names like a load does.
    const [trainingDays, saved] = await Promise.all([
      trainingDaysOf(trx, Number(stored.program_id)),
      readPlan(trx, id),
    ]);
    return presentPlan(model, stored, trainingDays, saved);
  });
}
