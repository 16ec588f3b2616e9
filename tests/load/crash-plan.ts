// Bulk actions for the crash test, planned from the database's current state on disjoint id blocks, and
// the check after a hard kill and restart: each block is either wholly changed, by one transaction (one
// `updated_at` marker for all its rows), or not at all.
import SqliteDatabase from 'better-sqlite3';

export const BLOCK = 1000;

export interface ActionBlock {
  model: 'orders' | 'users';
  table: 'orders' | 'users';
  action: string;
  ids: number[];
  /** SQL condition true for a row before the action… */
  before: string;
  /** …and after it. */
  after: string;
}

export type BlockOutcome = 'applied' | 'untouched' | 'partial';

function chunk(ids: number[], size: number): number[][] {
  const blocks: number[][] = [];
  for (let start = 0; start + size <= ids.length; start += size) blocks.push(ids.slice(start, start + size));
  return blocks;
}

function idsWhere(db: SqliteDatabase.Database, table: string, where: string): number[] {
  return (db.prepare(`select id from ${table} where ${where} order by id`).all() as { id: number }[]).map(
    (row) => row.id,
  );
}

/** Up to `maxBlocks` delete blocks, plus mark-delivered, restore and enable/disable blocks, all disjoint. */
export function planBlocks(file: string, maxBlocks: number): ActionBlock[] {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    const payable = `deleted_at is null and status in ('paid', 'shipped')`;
    const blocks: ActionBlock[] = [
      ...chunk(idsWhere(db, 'orders', payable), BLOCK / 2)
        .slice(0, 2)
        .map((ids) => ({
          model: 'orders' as const,
          table: 'orders' as const,
          action: 'mark_delivered',
          ids,
          before: payable,
          after: `status = 'delivered'`,
        })),
      ...chunk(idsWhere(db, 'orders', 'deleted_at is not null'), BLOCK / 2)
        .slice(0, 2)
        .map((ids) => ({
          model: 'orders' as const,
          table: 'orders' as const,
          action: 'restore',
          ids,
          before: 'deleted_at is not null',
          after: 'deleted_at is null',
        })),
      ...chunk(idsWhere(db, 'orders', `deleted_at is null and status not in ('paid', 'shipped')`), BLOCK)
        .slice(0, maxBlocks)
        .map((ids) => ({
          model: 'orders' as const,
          table: 'orders' as const,
          action: 'delete',
          ids,
          before: 'deleted_at is null',
          after: 'deleted_at is not null',
        })),
      ...(['enable', 'disable'] as const).flatMap((action) =>
        chunk(idsWhere(db, 'users', `enabled = ${action === 'enable' ? 0 : 1}`), BLOCK / 2)
          .slice(0, 1)
          .map((ids) => ({
            model: 'users' as const,
            table: 'users' as const,
            action,
            ids,
            before: `enabled = ${action === 'enable' ? 0 : 1}`,
            after: `enabled = ${action === 'enable' ? 1 : 0}`,
          })),
      ),
    ];
    return blocks;
  } finally {
    db.close();
  }
}

/** Whether the block's action reached the file whole (one marker on every row), not at all, or in part. */
export function blockOutcome(db: SqliteDatabase.Database, block: ActionBlock): BlockOutcome {
  const list = block.ids.join(',');
  const count = (where: string) =>
    (db.prepare(`select count(*) as n from ${block.table} where id in (${list}) and ${where}`).get() as { n: number })
      .n;
  const markers = (
    db.prepare(`select count(distinct updated_at) as n from ${block.table} where id in (${list})`).get() as {
      n: number;
    }
  ).n;
  if (count(block.after) === block.ids.length && markers === 1) return 'applied';
  if (count(block.before) === block.ids.length) return 'untouched';
  return 'partial';
}

export function rowCounts(db: SqliteDatabase.Database): { orders: number; users: number } {
  const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  return { orders: count('orders'), users: count('users') };
}
