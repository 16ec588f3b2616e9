// Builds a model's table migration from its declared columns and indexes (same body on SQLite and PostgreSQL).
import { sql, type ColumnDataType, type Kysely, type Migration } from 'kysely';
import { withIdColumn } from '../../db/portable';
import type { ColumnKind, Model } from './types';

export const SQL_TYPES: Record<ColumnKind, ColumnDataType> = {
  integer: 'integer',
  decimal: 'numeric(14, 2)',
  coordinate: 'numeric(10, 7)',
  string: 'varchar(255)',
  text: 'text',
  // ISO-8601 UTC text, like the core tables: sorts and compares as a string on both dialects.
  timestamp: 'varchar(32)',
  date: 'varchar(10)',
  flag: 'integer',
};

export function indexName(table: string, columns: readonly string[]): string {
  return `${table}_${columns.join('_')}_index`;
}

/**
 * Declared indexes (and the standard one on `created_at`) are partial, over live rows only: every list
 * query except the trash view filters on `deleted_at is null`, and leaving `deleted_at` out of the
 * index keys keeps the planner's estimates sane (almost every row shares the same NULL there).
 * The trash view gets its own small partial index (its chart counts read only that index).
 */
export function standardIndexes(): string[][] {
  return [['created_at']];
}

/** The model's declared and standard indexes; `ifNotExists` lets the start-up sync add only missing ones. */
export async function createModelIndexes(db: Kysely<any>, model: Model, ifNotExists = false): Promise<void> {
  for (const columns of [...standardIndexes(), ...model.indexes]) {
    let index = db.schema
      .createIndex(indexName(model.table, columns))
      .on(model.table)
      // deleted_at last: always NULL here, but it lets these indexes cover the live-row condition.
      .columns([...columns, 'deleted_at'])
      .where(sql.ref('deleted_at'), 'is', null);
    if (ifNotExists) index = index.ifNotExists();
    await index.execute();
  }
  let trash = db.schema
    .createIndex(`${model.table}_trash_index`)
    .on(model.table)
    .columns(['created_at', 'deleted_at'])
    .where(sql.ref('deleted_at'), 'is not', null);
  if (ifNotExists) trash = trash.ifNotExists();
  await trash.execute();
}

export function tableMigration(model: Model): Migration {
  return {
    async up(db: Kysely<any>) {
      let table = withIdColumn(db, db.schema.createTable(model.table));
      for (const [name, { kind, nullable }] of Object.entries(model.storage)) {
        if (name === 'id') continue;
        table = table.addColumn(name, SQL_TYPES[kind], (column) => {
          let built = nullable ? column : column.notNull();
          if (kind === 'flag') built = built.defaultTo(name === 'enabled' ? 1 : 0);
          return built;
        });
      }
      await table.execute();
      await createModelIndexes(db, model);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(model.table).execute();
    },
  };
}
