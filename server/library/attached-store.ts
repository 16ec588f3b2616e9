// Attached exercises as the library's routes answer them: the row, its exercise's names and picture, and
// the values in force (an override, or the exercise's own value).
import type { Kysely } from 'kysely';
import { HttpError } from '../http/errors';
import { int, nullable, shape, str } from '../openapi/answers';

export interface AttachedItem {
  id: number;
  exercise_id: number;
  category_id: number | null;
  round_id: number | null;
  sort_order: number;
  sets: number | null;
  reps: number | null;
  duration_seconds: number | null;
  rest_seconds: number | null;
  exercise: { name_en: string; name_ar: string; image: string | null; kind: string };
}

/** An attached exercise as the routes answer it (AttachedItem). */
export const attachedSchema = shape({
  id: int,
  exercise_id: int,
  category_id: nullable(int),
  round_id: nullable(int),
  sort_order: int,
  sets: nullable(int),
  reps: nullable(int),
  duration_seconds: nullable(int),
  rest_seconds: nullable(int),
  exercise: shape({ name_en: str, name_ar: str, image: nullable(str), kind: str }),
});

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function attachedQuery(db: Kysely<any>) {
  return db
    .selectFrom('attached_exercises as a')
    .innerJoin('exercises as e', 'e.id', 'a.exercise_id')
    .select([
      'a.id',
      'a.exercise_id',
      'a.category_id',
      'a.round_id',
      'a.sort_order',
      'a.sets',
      'a.reps',
      'a.duration_seconds',
      'a.rest_seconds',
      'e.name_en',
      'e.name_ar',
      'e.image',
      'e.kind',
    ])
    .where('a.deleted_at', 'is', null);
}

function present(row: Record<string, unknown>): AttachedItem {
  return {
    id: Number(row.id),
    exercise_id: Number(row.exercise_id),
    category_id: num(row.category_id),
    round_id: num(row.round_id),
    sort_order: Number(row.sort_order),
    sets: num(row.sets),
    reps: num(row.reps),
    duration_seconds: num(row.duration_seconds),
    rest_seconds: num(row.rest_seconds),
    exercise: {
      name_en: String(row.name_en),
      name_ar: String(row.name_ar),
      image: (row.image as string | null) ?? null,
      kind: String(row.kind),
    },
  };
}

/** The attached exercises of a category or a round, in order. */
export async function attachedIn(
  db: Kysely<any>,
  column: 'category_id' | 'round_id',
  id: number,
): Promise<AttachedItem[]> {
  const rows = await attachedQuery(db).where(`a.${column}`, '=', id).orderBy('a.sort_order').orderBy('a.id').execute();
  return rows.map(present);
}

export async function requireAttached(db: Kysely<any>, id: number): Promise<AttachedItem> {
  const row = await attachedQuery(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'library.attached_not_found');
  return present(row);
}

/** Puts an attached exercise at `position` (1-based, default last) in its container and renumbers it 1…n. */
export async function placeAttached(
  trx: Kysely<any>,
  id: number,
  column: 'category_id' | 'round_id',
  containerId: number,
  position?: number,
): Promise<void> {
  const others = (
    await trx
      .selectFrom('attached_exercises')
      .select(['id', 'sort_order'])
      .where(column, '=', containerId)
      .where('deleted_at', 'is', null)
      .where('id', '!=', id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute()
  ).map((row) => ({ id: Number(row.id), sort_order: Number(row.sort_order) }));
  const at = Math.min(Math.max((position ?? others.length + 1) - 1, 0), others.length);
  const ordered = [...others.slice(0, at), { id, sort_order: -1 }, ...others.slice(at)];
  for (const [index, row] of ordered.entries())
    if (row.sort_order !== index + 1)
      await trx
        .updateTable('attached_exercises')
        .set({ sort_order: index + 1 })
        .where('id', '=', row.id)
        .execute();
}
