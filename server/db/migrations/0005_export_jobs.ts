import type { Kysely, Migration } from 'kysely';

// Exports run as jobs: what was asked (the search body, by whom, in which language), how far it is, and
// where its file is. Any node may run a job and serve its file, so all of it lives in the database.
export const exportJobs: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('export_jobs')
      .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('admin_id', 'integer', (col) => col.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('model', 'varchar(64)', (col) => col.notNull())
      .addColumn('format', 'varchar(8)', (col) => col.notNull())
      .addColumn('language', 'varchar(2)', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('state', 'varchar(16)', (col) => col.notNull())
      .addColumn('rows_total', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('rows_done', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('worker', 'varchar(64)')
      .addColumn('file_size', 'bigint')
      .addColumn('error', 'text')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('started_at', 'varchar(32)')
      .addColumn('finished_at', 'varchar(32)')
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('export_jobs_admin_id_index').on('export_jobs').column('admin_id').execute();
    await db.schema.createIndex('export_jobs_expires_at_index').on('export_jobs').column('expires_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('export_jobs').execute();
  },
};
