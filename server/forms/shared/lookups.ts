// Database checks of form values: referenced rows exist, a value is not taken by another row.
import { sql, type Kysely, type Migration } from 'kysely';

/** The ids among `ids` without a live (not deleted) row in `table`. */
export async function missingIds(db: Kysely<any>, table: string, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
  const found = new Set(rows.map((row) => Number(row.id)));
  return ids.filter((id) => !found.has(id));
}

/**
 * Whether another row has the same values in these columns. Deleted rows count, since they can be
 * restored; text is compared case-insensitively.
 */
export async function isTaken(
  db: Kysely<any>,
  table: string,
  values: Record<string, string | number>,
  exceptId?: number,
): Promise<boolean> {
  let query = db.selectFrom(table).select('id');
  for (const [column, value] of Object.entries(values)) {
    query =
      typeof value === 'string'
        ? query.where(sql`lower(${sql.ref(column)})`, '=', value.toLowerCase())
        : query.where(column, '=', value);
  }
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** A unique index over `lower(column)` (NULLs do not clash): the last word when two saves race. */
export function uniqueLowerIndex(table: string, column: string, name: string): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex(name)
        .on(table)
        .unique()
        .expression(sql`lower(${sql.ref(column)})`)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex(name).execute();
    },
  };
}

/** The unique index of a declared form's `unique` field (the declaring model creates it with uniqueLowerIndex). */
export function uniqueFieldIndex(table: string, column: string): string {
  return `${table}_${column}_unique`;
}

/** A unique index over plain columns. */
export function uniqueIndex(table: string, columns: string[], name: string): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex(name).on(table).unique().columns(columns).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex(name).execute();
    },
  };
}

/** Whether a write failed on the unique index `name` (PostgreSQL 23505, SQLite UNIQUE constraint). */
export function isUniqueViolation(error: unknown, name: string, columns: readonly string[] = []): boolean {
  const { code, message, constraint } = (error ?? {}) as { code?: unknown; message?: unknown; constraint?: unknown };
  if (code === '23505') return constraint === undefined || constraint === name;
  // SQLite names the columns of a plain unique index, and the index of an expression one.
  return (
    typeof message === 'string' &&
    /UNIQUE constraint failed/i.test(message) &&
    (message.includes(name) || (columns.length > 0 && columns.every((column) => message.includes(column))))
  );
}
