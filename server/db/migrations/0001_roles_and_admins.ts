import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../portable';

export const rolesAndAdmins: Migration = {
  async up(db: Kysely<any>) {
    await withIdColumn(db, db.schema.createTable('roles'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull().unique())
      .addColumn('permissions', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('deleted_at', 'varchar(32)')
      .execute();

    await withIdColumn(db, db.schema.createTable('admins'))
      .addColumn('first_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('last_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('image', 'text')
      .addColumn('role_id', 'integer', (col) => col.references('roles.id').onDelete('set null'))
      .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('deleted_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('admins_role_id_index').on('admins').column('role_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('admins').execute();
    await db.schema.dropTable('roles').execute();
  },
};
