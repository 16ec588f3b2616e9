// The one table of chat messages: a message belongs to a chat group (`group_id`) or to a support thread
// (`thread_id`); history is read backwards by id, so each owner has an index on (owner, id).
import type { Migration } from 'kysely';
import { nullable, tablesMigration } from '../db/table-migration';

export const MESSAGES_TABLE = 'chat_messages';

export const messagesMigration: Migration = tablesMigration({
  table: MESSAGES_TABLE,
  columns: {
    group_id: nullable('integer'),
    thread_id: nullable('integer'),
    // 'admin' or 'user'
    sender_type: 'varchar(8)',
    sender_id: 'integer',
    body: 'text',
    image: nullable('varchar(255)'),
    hidden_at: nullable('varchar(32)'),
    hidden_reason: nullable('varchar(500)'),
    hidden_by: nullable('integer'),
    created_at: 'varchar(32)',
  },
  indexes: [
    { name: `${MESSAGES_TABLE}_group_index`, columns: ['group_id', 'id'], whereSet: 'group_id' },
    { name: `${MESSAGES_TABLE}_thread_index`, columns: ['thread_id', 'id'], whereSet: 'thread_id' },
  ],
});
