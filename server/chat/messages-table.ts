// The one table of chat messages: a message belongs to a chat group (`group_id`) or to a support thread
// (`thread_id`); history is read backwards by id, so each owner has an index on (owner, id).
import { sql, type Kysely, type Migration } from 'kysely';
import { withIdColumn } from '../db/portable';

export const MESSAGES_TABLE = 'chat_messages';

export const messagesMigration: Migration = {
  async up(db: Kysely<any>) {
    await withIdColumn(db, db.schema.createTable(MESSAGES_TABLE))
      .addColumn('group_id', 'integer')
      .addColumn('thread_id', 'integer')
      // 'admin' or 'user'
      .addColumn('sender_type', 'varchar(8)', (column) => column.notNull())
      .addColumn('sender_id', 'integer', (column) => column.notNull())
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('image', 'varchar(255)')
      .addColumn('hidden_at', 'varchar(32)')
      .addColumn('hidden_reason', 'varchar(500)')
      .addColumn('hidden_by', 'integer')
      .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex(`${MESSAGES_TABLE}_group_index`)
      .on(MESSAGES_TABLE)
      .columns(['group_id', 'id'])
      .where(sql.ref('group_id'), 'is not', null)
      .execute();
    await db.schema
      .createIndex(`${MESSAGES_TABLE}_thread_index`)
      .on(MESSAGES_TABLE)
      .columns(['thread_id', 'id'])
      .where(sql.ref('thread_id'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable(MESSAGES_TABLE).execute();
  },
};
