// The migration of tables that belong to a model without being one (a plan's days, a chat's messages, a
// subscription's payments and changes): an id, the columns in order, the indexes, dropped on the way down.
import { sql, type ColumnDataType, type Kysely, type Migration } from 'kysely';
import { withIdColumn } from './portable';

/** A column that may hold NULL; a plain type is NOT NULL. */
export interface NullableColumn {
  type: ColumnDataType;
  nullable: true;
}

export type TableColumns = Record<string, ColumnDataType | NullableColumn>;

export function nullable(type: ColumnDataType): NullableColumn {
  return { type, nullable: true };
}

export interface TableIndex {
  name: string;
  columns: readonly string[];
  /** A partial index over the rows where this column is set. */
  whereSet?: string;
}

export interface TableSpec {
  table: string;
  columns: TableColumns;
  indexes: readonly TableIndex[];
}

async function createTable(db: Kysely<any>, { table, columns, indexes }: TableSpec): Promise<void> {
  let create = withIdColumn(db, db.schema.createTable(table));
  for (const [name, column] of Object.entries(columns)) {
    create =
      typeof column === 'string'
        ? create.addColumn(name, column, (built) => built.notNull())
        : create.addColumn(name, column.type);
  }
  await create.execute();
  for (const index of indexes) {
    let build = db.schema
      .createIndex(index.name)
      .on(table)
      .columns([...index.columns]);
    if (index.whereSet) build = build.where(sql.ref(index.whereSet), 'is not', null);
    await build.execute();
  }
}

/** Creates the tables in order; drops them in reverse. */
export function tablesMigration(...tables: TableSpec[]): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const table of tables) await createTable(db, table);
    },
    async down(db: Kysely<any>) {
      for (const { table } of [...tables].reverse()) await db.schema.dropTable(table).execute();
    },
  };
}
