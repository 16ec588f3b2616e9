import type { Kysely, Migration } from 'kysely';

// Attempts counted by the sign-in, sign-up, reset and unlock limits when several nodes share PostgreSQL
// (one row an attempt; rows older than the window are deleted as they are read).
export const limitAttempts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('limit_attempts')
      .addColumn('scope', 'varchar(32)', (col) => col.notNull())
      .addColumn('key', 'varchar(320)', (col) => col.notNull())
      .addColumn('at_ms', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('limit_attempts_scope_key_index')
      .on('limit_attempts')
      .columns(['scope', 'key', 'at_ms'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('limit_attempts').execute();
  },
};
