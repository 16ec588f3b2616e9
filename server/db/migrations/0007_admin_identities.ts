import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../portable';

// Which company identity-provider account (issuer + subject) signs in as which admin. The first token is
// matched by its verified email and bound here; later tokens are matched by the binding alone, so an email
// moved to another provider account (or an admin's email changed here) does not move the sign-in with it.
export const adminIdentities: Migration = {
  async up(db: Kysely<any>) {
    await withIdColumn(db, db.schema.createTable('admin_identities'))
      .addColumn('admin_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('issuer', 'varchar(500)', (col) => col.notNull())
      .addColumn('subject', 'varchar(255)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    // One admin per provider account, and one provider account per admin and issuer.
    await db.schema
      .createIndex('admin_identities_subject_key')
      .on('admin_identities')
      .columns(['issuer', 'subject'])
      .unique()
      .execute();
    await db.schema
      .createIndex('admin_identities_admin_key')
      .on('admin_identities')
      .columns(['admin_id', 'issuer'])
      .unique()
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('admin_identities').execute();
  },
};
