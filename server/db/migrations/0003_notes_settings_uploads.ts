import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../portable';

export const notesSettingsUploads: Migration = {
  async up(db: Kysely<any>) {
    await withIdColumn(db, db.schema.createTable('notes'))
      .addColumn('model', 'varchar(100)', (col) => col.notNull())
      .addColumn('item_id', 'integer', (col) => col.notNull())
      .addColumn('admin_id', 'integer', (col) => col.references('admins.id').onDelete('set null'))
      .addColumn('note', 'text', (col) => col.notNull())
      .addColumn('is_private', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('notes_model_item_index').on('notes').columns(['model', 'item_id']).execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await withIdColumn(db, db.schema.createTable('uploads'))
      .addColumn('admin_id', 'integer', (col) => col.references('admins.id').onDelete('set null'))
      .addColumn('original_name', 'varchar(255)', (col) => col.notNull())
      .addColumn('stored_name', 'varchar(100)', (col) => col.notNull().unique())
      .addColumn('mime', 'varchar(100)', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('uploads').execute();
    await db.schema.dropTable('settings').execute();
    await db.schema.dropTable('notes').execute();
  },
};
