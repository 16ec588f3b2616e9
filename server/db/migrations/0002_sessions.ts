import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../portable';

export const sessions: Migration = {
  async up(db: Kysely<any>) {
    await withIdColumn(db, db.schema.createTable('admin_tokens'))
      .addColumn('admin_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('revoked_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('admin_tokens_admin_id_index').on('admin_tokens').column('admin_id').execute();

    await withIdColumn(db, db.schema.createTable('password_resets'))
      .addColumn('admin_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('password_resets_admin_id_index').on('password_resets').column('admin_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('password_resets').execute();
    await db.schema.dropTable('admin_tokens').execute();
  },
};
