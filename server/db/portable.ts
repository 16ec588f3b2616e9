// Column helpers that keep migrations dialect-neutral: one migration body runs on SQLite and PostgreSQL.
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-incrementing integer primary key `id` (SQLite AUTOINCREMENT / PostgreSQL serial). */
export function withIdColumn<T extends string>(
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Counts come back as strings from PostgreSQL (bigint) and numbers from SQLite. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

/** How many rows of `table` (trashed ones too) have `value` in `column`. */
export async function countWhere(db: Kysely<any>, table: string, column: string, value: unknown): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where(column, '=', value)
    .executeTakeFirst();
  return toCount(row?.count as string | number | undefined);
}
