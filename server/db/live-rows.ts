// One row that is not in the trash (`deleted_at` null): the lookup most routes make before they act, and
// the error they answer when it is missing, written once.
import type { Kysely } from 'kysely';
import { HttpError } from '../http/errors';

type Row = Record<string, any>;

/** The live rows of `table` whose `column` is `value`, with `columns` (all of them for '*'): a query to order. */
export function liveRows(
  db: Kysely<any>,
  table: string,
  column: string,
  value: unknown,
  columns: readonly string[] | '*' = ['id'],
) {
  const query = db.selectFrom(table);
  const selected = columns === '*' ? query.selectAll() : query.select(columns as string[]);
  return selected.where(column, '=', value).where('deleted_at', 'is', null);
}

/** The live row of `table` whose `column` is `value`, with `columns`. */
export function liveRowWhere(
  db: Kysely<any>,
  table: string,
  column: string,
  value: unknown,
  columns: readonly string[] | '*' = ['id'],
): Promise<Row | undefined> {
  return liveRows(db, table, column, value, columns).executeTakeFirst();
}

/** The live row `id` of `table`, with `columns`. */
export function liveRow(
  db: Kysely<any>,
  table: string,
  id: number,
  columns: readonly string[] | '*' = ['id'],
): Promise<Row | undefined> {
  return liveRowWhere(db, table, 'id', id, columns);
}

/** The live row `id` of `table`, or `missing` thrown: a message key is a 404, an HttpError itself. */
export async function requireLiveRow<T extends object = Row>(
  db: Kysely<any>,
  table: string,
  id: number,
  missing: string | HttpError,
  columns: readonly string[] | '*' = ['id'],
): Promise<T> {
  const row = await liveRow(db, table, id, columns);
  if (!row) throw typeof missing === 'string' ? new HttpError(404, missing) : missing;
  return row as T;
}

/** Whether `table` holds a row with every column equal to the value given for it (trashed rows too). */
export async function hasRow(db: Kysely<any>, table: string, equal: Record<string, unknown>): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.lit(1).as('found'))
    .where((eb) => eb.and(equal))
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether another row than `exceptId` of `table` already holds `value` in `column` (trashed rows too). */
export async function takenByAnother(
  db: Kysely<any>,
  table: string,
  column: string,
  value: unknown,
  exceptId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where(column, '=', value)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}
