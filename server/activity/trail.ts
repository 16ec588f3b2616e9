// The trail of one record's state changes (payout transitions, subscription changes): a table of rows
// that each name the record, the change, the admin who made it and when, read oldest first with each
// admin's title.
import type { Migration } from 'kysely';
import { nullable, tablesMigration, type TableColumns } from '../db/table-migration';
import type { SingleItemContext } from '../models/define/types';

/** The status a change moved a record from and to, which every trail so far records. */
export const STATUS_CHANGE: TableColumns = { from_status: 'varchar(20)', to_status: 'varchar(20)' };

/**
 * The trail table `table` of the records `ownerColumn` points at, with `columns` between owner and admin,
 * indexed as `index` by owner and order.
 */
export function trailMigration(table: string, ownerColumn: string, columns: TableColumns, index: string): Migration {
  return tablesMigration({
    table,
    columns: { [ownerColumn]: 'integer', ...columns, admin_id: nullable('integer'), created_at: 'varchar(32)' },
    indexes: [{ name: index, columns: [ownerColumn, 'id'] }],
  });
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
