import { type Kysely, type Migration, sql } from 'kysely';

// Accounts made by sign-up wait for a role; only those may be rejected (deleted for good). An admin whose
// role was taken away is not one of them. Accounts already without a role count as waiting, as they did.
export const awaitingRole: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('admins')
      .addColumn('awaiting_role', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db
      .updateTable('admins')
      .set({ awaiting_role: 1 })
      .where('role_id', 'is', null)
      .where(sql`deleted_at`, 'is', null)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('admins').dropColumn('awaiting_role').execute();
  },
};
