// The trail of one record's state changes (payout transitions, subscription changes): a table of rows
// that each name the record, the change, the admin who made it and when, read oldest first with each
// admin's title.
import type { ColumnDataType, Kysely, Migration } from 'kysely';
import { withIdColumn } from '../db/portable';
import type { SingleItemContext } from '../models/define/types';

export interface TrailColumn {
  name: string;
  type: ColumnDataType;
  required?: boolean;
}

/**
 * The trail table `table` of the records `ownerColumn` points at, with `columns` between owner and admin,
 * indexed as `index` by owner and order.
 */
export function trailMigration(
  table: string,
  ownerColumn: string,
  columns: readonly TrailColumn[],
  index: string,
): Migration {
  return {
    async up(db: Kysely<any>) {
      let create = withIdColumn(db, db.schema.createTable(table)).addColumn(ownerColumn, 'integer', (column) =>
        column.notNull(),
      );
      for (const { name, type, required } of columns)
        create = create.addColumn(name, type, (column) => (required ? column.notNull() : column));
      await create
        .addColumn('admin_id', 'integer')
        .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
        .execute();
      await db.schema.createIndex(index).on(table).columns([ownerColumn, 'id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable(table).execute();
    },
  };
}

export interface TrailEntry {
  row: Record<string, any>;
  admin: { id: number; label: string } | null;
  at: string;
}

/** The record's trail, oldest first, each row with the title of the admin who made the change. */
export async function readTrail(
  { db, id, titles }: SingleItemContext,
  table: string,
  ownerColumn: string,
): Promise<TrailEntry[]> {
  const rows = await db.selectFrom(table).selectAll().where(ownerColumn, '=', id).orderBy('id').execute();
  const adminIds = [...new Set(rows.filter((row) => row.admin_id !== null).map((row) => Number(row.admin_id)))];
  const admins = new Map((await titles('admins', adminIds)).map((admin) => [admin.id, admin]));
  return rows.map((row) => ({
    row,
    admin: row.admin_id === null ? null : (admins.get(Number(row.admin_id)) ?? null),
    at: String(row.created_at),
  }));
}
