// The table of a payout request's transitions (who moved it, from what to what, when, why) and how an
// item loaded on its own shows them, with the payee's wallet balance.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../db/portable';
import type { SingleItemContext } from '../models/define/types';
import { TRANSITION_TABLE } from './transition';

export const transitionsMigration: Migration = {
  async up(db: Kysely<any>) {
    await withIdColumn(db, db.schema.createTable(TRANSITION_TABLE))
      .addColumn('payout_request_id', 'integer', (column) => column.notNull())
      .addColumn('from_status', 'varchar(20)', (column) => column.notNull())
      .addColumn('to_status', 'varchar(20)', (column) => column.notNull())
      .addColumn('reason', 'text')
      .addColumn('reference', 'varchar(255)')
      .addColumn('admin_id', 'integer')
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex(`${TRANSITION_TABLE}_request_index`)
      .on(TRANSITION_TABLE)
      .columns(['payout_request_id', 'id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable(TRANSITION_TABLE).execute();
  },
};

export interface TransitionEntry {
  from: string;
  to: string;
  reason: string | null;
  reference: string | null;
  admin: { id: number; label: string } | null;
  at: string;
}

/** getSingle's extra keys: `transitions` (oldest first) and `payee_balance`. */
export async function payoutSingle({ db, id, titles }: SingleItemContext): Promise<Record<string, unknown>> {
  const rows = await db
    .selectFrom(TRANSITION_TABLE)
    .selectAll()
    .where('payout_request_id', '=', id)
    .orderBy('id')
    .execute();
  const adminIds = [
    ...new Set(
      rows
        .map((row) => row.admin_id)
        .filter((value) => value !== null)
        .map(Number),
    ),
  ];
  const admins = new Map((await titles('admins', adminIds)).map((admin) => [admin.id, admin]));
  const transitions: TransitionEntry[] = rows.map((row) => ({
    from: String(row.from_status),
    to: String(row.to_status),
    reason: row.reason ?? null,
    reference: row.reference ?? null,
    admin: row.admin_id === null ? null : (admins.get(Number(row.admin_id)) ?? null),
    at: String(row.created_at),
  }));
  const payee = await db
    .selectFrom('payout_requests')
    .innerJoin('users', 'users.id', 'payout_requests.user_id')
    .select('users.wallet_balance')
    .where('payout_requests.id', '=', id)
    .executeTakeFirst();
  return { transitions, payee_balance: payee ? Number(payee.wallet_balance) : null };
}
