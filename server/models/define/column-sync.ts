// A model table is created from its declaration once; a column declared later would be missing from a
// database created before. At start-up this adds every missing declared column (and index) to the
// existing tables, on SQLite and PostgreSQL, in one transaction; run again it finds nothing to do.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/portable';
import { createModelIndexes, SQL_TYPES } from './migration';
import type { ColumnKind, Model } from './types';

export interface AddedColumn {
  table: string;
  column: string;
}

async function existingColumns(db: Kysely<any>, table: string): Promise<Set<string> | null> {
  const rows = isPostgres(db)
    ? (
        await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db)
      ).rows
    : (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows;
  return rows.length === 0 ? null : new Set(rows.map((row) => row.name));
}

/**
 * What rows that existed before the column get in a column that must not be empty: SQLite cannot add a
 * NOT NULL column without a default, and the rows need a value on PostgreSQL too.
 */
function fillValue(kind: ColumnKind, column: string, now: string): string | number {
  switch (kind) {
    case 'flag':
      return column === 'enabled' ? 1 : 0;
    case 'integer':
    case 'decimal':
    case 'coordinate':
      return 0;
    case 'timestamp':
      return now;
    case 'date':
      return now.slice(0, 10);
    default:
      return '';
  }
}

export async function syncModelColumns(db: Kysely<any>, models: readonly Model[]): Promise<AddedColumn[]> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const added: AddedColumn[] = [];
    for (const model of models) {
      if (model.core) continue;
      const present = await existingColumns(trx, model.table);
      // No table: the model's own migration creates it whole.
      if (!present) continue;
      for (const [name, { kind, nullable }] of Object.entries(model.storage)) {
        if (present.has(name)) continue;
        await trx.schema
          .alterTable(model.table)
          .addColumn(name, SQL_TYPES[kind], (column) => {
            // As the table migration declares it: flags always have a default.
            const built = nullable ? column : column.notNull();
            return nullable && kind !== 'flag' ? built : built.defaultTo(fillValue(kind, name, now));
          })
          .execute();
        added.push({ table: model.table, column: name });
      }
      await createModelIndexes(trx, model, true);
    }
    return added;
  });
}
