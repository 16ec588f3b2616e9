import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../portable';

// Saved views of a model's list: an admin's named filters, sort, columns and page size, the roles they are
// shared with, and each admin's default view per model (kept apart, as a view shared with a role can be
// the default of anyone holding it). An admin's views go with the admin, and a role's shares with the role.
export const savedViews: Migration = {
  async up(db: Kysely<any>) {
    await withIdColumn(db, db.schema.createTable('saved_views'))
      .addColumn('admin_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('model', 'varchar(64)', (col) => col.notNull())
      .addColumn('name', 'varchar(80)', (col) => col.notNull())
      // JSON text: filter name → value, as POST search takes them.
      .addColumn('filters', 'text', (col) => col.notNull())
      .addColumn('sort_by', 'varchar(100)')
      .addColumn('sort_desc', 'integer', (col) => col.notNull().defaultTo(0))
      // JSON text: the visible header keys in order.
      .addColumn('columns', 'text', (col) => col.notNull())
      .addColumn('page_size', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('saved_views_owner_model_name_unique')
      .on('saved_views')
      .columns(['admin_id', 'model', 'name'])
      .unique()
      .execute();
    await db.schema.createIndex('saved_views_model_index').on('saved_views').column('model').execute();

    await db.schema
      .createTable('saved_view_roles')
      .addColumn('view_id', 'integer', (col) => col.notNull().references('saved_views.id').onDelete('cascade'))
      .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('saved_view_roles_pkey', ['view_id', 'role_id'])
      .execute();
    await db.schema.createIndex('saved_view_roles_role_id_index').on('saved_view_roles').column('role_id').execute();

    await db.schema
      .createTable('saved_view_defaults')
      .addColumn('admin_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('model', 'varchar(64)', (col) => col.notNull())
      .addColumn('view_id', 'integer', (col) => col.notNull().references('saved_views.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('saved_view_defaults_pkey', ['admin_id', 'model'])
      .execute();
    await db.schema
      .createIndex('saved_view_defaults_view_id_index')
      .on('saved_view_defaults')
      .column('view_id')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('saved_view_defaults').execute();
    await db.schema.dropTable('saved_view_roles').execute();
    await db.schema.dropTable('saved_views').execute();
  },
};
