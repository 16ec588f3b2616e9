// A sub-programme's plan in the database: its days (sub_program_days: key, week, day of the week, rest)
// and each day's items (sub_program_items: exercise categories, exercises and rounds of the library by id,
// with sets, reps or duration, rest and notes), both keyed by the day's key and kept in order. Items are read
// with their library name in both languages; the names are never stored with the plan.
import type { Kysely, Migration } from 'kysely';
import type { PlanDay, PlanItem } from '../../common/programmes/plan';
import { nullable, tablesMigration } from '../db/table-migration';
import type { SeedAfterRowsContext } from '../models/define/types';
import { generatedDays } from './generate';

// Days and items alike name their sub-programme and day and keep their place in order.
const PLACED_IN_DAY = { sub_program_id: 'integer', day_key: 'varchar(40)', position: 'integer' } as const;

export const planMigration: Migration = tablesMigration(
  {
    table: 'sub_program_days',
    columns: { ...PLACED_IN_DAY, week: 'integer', day: 'integer', rest: 'integer' },
    indexes: [{ name: 'sub_program_days_plan_index', columns: ['sub_program_id', 'position'] }],
  },
  {
    table: 'sub_program_items',
    columns: {
      ...PLACED_IN_DAY,
      kind: 'varchar(16)',
      ref_id: 'integer',
      sets: nullable('integer'),
      reps: nullable('integer'),
      duration_seconds: nullable('integer'),
      rest_seconds: nullable('integer'),
      notes: nullable('text'),
    },
    indexes: [{ name: 'sub_program_items_plan_index', columns: ['sub_program_id', 'day_key', 'position'] }],
  },
);

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The days of a sub-programme in order, each with its items in order. */
export async function readPlan(db: Kysely<any>, subProgramId: number): Promise<PlanDay[]> {
  const [days, items] = await Promise.all([
    db
      .selectFrom('sub_program_days')
      .select(['day_key', 'week', 'day', 'rest'])
      .where('sub_program_id', '=', subProgramId)
      .orderBy('position')
      .execute(),
    // The library names join in the same query (one per plan load), trashed library rows included.
    db
      .selectFrom('sub_program_items as item')
      .leftJoin('exercises', (join) => join.onRef('exercises.id', '=', 'item.ref_id').on('item.kind', '=', 'exercise'))
      .leftJoin('exercise_categories', (join) =>
        join.onRef('exercise_categories.id', '=', 'item.ref_id').on('item.kind', '=', 'category'),
      )
      .leftJoin('rounds', (join) => join.onRef('rounds.id', '=', 'item.ref_id').on('item.kind', '=', 'round'))
      .select([
        'item.day_key',
        'item.kind',
        'item.ref_id',
        'item.sets',
        'item.reps',
        'item.duration_seconds',
        'item.rest_seconds',
        'item.notes',
      ])
      .select((eb) => [
        eb.fn.coalesce('exercises.name_en', 'exercise_categories.name_en', 'rounds.name_en').as('name_en'),
        eb.fn.coalesce('exercises.name_ar', 'exercise_categories.name_ar', 'rounds.name_ar').as('name_ar'),
      ])
      .where('item.sub_program_id', '=', subProgramId)
      .orderBy('item.day_key')
      .orderBy('item.position')
      .execute(),
  ]);
  const byDay = new Map<string, PlanItem[]>();
  for (const row of items) {
    const list = byDay.get(row.day_key) ?? [];
    list.push({
      kind: row.kind,
      ref_id: Number(row.ref_id),
      sets: nullableNumber(row.sets),
      reps: nullableNumber(row.reps),
      duration_seconds: nullableNumber(row.duration_seconds),
      rest_seconds: nullableNumber(row.rest_seconds),
      notes: row.notes ?? null,
      name_en: row.name_en ?? null,
      name_ar: row.name_ar ?? null,
    });
    byDay.set(row.day_key, list);
  }
  return days.map((row) => ({
    key: row.day_key,
    week: Number(row.week),
    day: Number(row.day),
    rest: Number(row.rest) ? 1 : 0,
    items: byDay.get(row.day_key) ?? [],
  }));
}

// One statement per table for a whole plan (600 items × 10 columns stays far below either database's parameter limit).
const CHUNK = 1000;

async function insertChunked(db: Kysely<any>, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK))
      .execute();
  }
}

/** Replaces a sub-programme's days and items (the caller holds the transaction). */
export async function replacePlan(db: Kysely<any>, subProgramId: number, days: readonly PlanDay[]): Promise<void> {
  await db.deleteFrom('sub_program_items').where('sub_program_id', '=', subProgramId).execute();
  await db.deleteFrom('sub_program_days').where('sub_program_id', '=', subProgramId).execute();
  await insertChunked(
    db,
    'sub_program_days',
    days.map((day, position) => ({
      sub_program_id: subProgramId,
      day_key: day.key,
      position,
      week: day.week,
      day: day.day,
      rest: day.rest,
    })),
  );
  await insertChunked(
    db,
    'sub_program_items',
    days.flatMap((day) =>
      day.items.map(({ name_en: _en, name_ar: _ar, ...item }, position) => ({
        sub_program_id: subProgramId,
        day_key: day.key,
        position,
        ...item,
      })),
    ),
  );
}

/** Every seeded sub-programme starts from a generated calendar with two exercises on each training day. */
export async function seedPlans({ db, ids }: SeedAfterRowsContext): Promise<void> {
  const subPrograms = await db
    .selectFrom('sub_programs')
    .innerJoin('programs', 'programs.id', 'sub_programs.program_id')
    .select(['sub_programs.id', 'sub_programs.weeks', 'programs.training_days'])
    .where('sub_programs.id', 'in', [...ids('sub-programs'), 0])
    .orderBy('sub_programs.id')
    .execute();
  for (const subProgram of subPrograms) {
    const days = generatedDays(Number(subProgram.weeks), Number(subProgram.training_days)).map((day, index) => ({
      ...day,
      items: day.rest
        ? []
        : [1, 2].map((slot) => ({
            kind: 'exercise' as const,
            ref_id: ((index * 2 + slot + Number(subProgram.id)) % 40) + 1,
            sets: 3,
            reps: 10 + slot * 2,
            duration_seconds: null,
            rest_seconds: 60,
            notes: null,
          })),
    }));
    await replacePlan(db, Number(subProgram.id), days);
  }
}
