import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../portable';

// Two-factor sign-in: an admin's TOTP secret (confirmed once a code from it was typed), the hashes of
// their recovery codes, and the short-lived challenges a password sign-in hands out before the code.
export const twoFactor: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('admin_two_factor')
      .addColumn('admin_id', 'integer', (col) => col.primaryKey().references('admins.id').onDelete('cascade'))
      .addColumn('secret', 'varchar(64)', (col) => col.notNull())
      .addColumn('confirmed_at', 'varchar(32)')
      .addColumn('last_step', 'bigint')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await withIdColumn(db, db.schema.createTable('two_factor_recovery_codes'))
      .addColumn('admin_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('two_factor_recovery_codes_admin_id_index')
      .on('two_factor_recovery_codes')
      .column('admin_id')
      .execute();

    await withIdColumn(db, db.schema.createTable('two_factor_challenges'))
      .addColumn('admin_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('two_factor_challenges').execute();
    await db.schema.dropTable('two_factor_recovery_codes').execute();
    await db.schema.dropTable('admin_two_factor').execute();
  },
};
