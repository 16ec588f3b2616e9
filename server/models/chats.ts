// Support chat threads with users.
import { field, header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';
import { CHAT_SUBJECTS } from './seed/vocabulary';

const statuses = options({
  open: ['Open', 'مفتوحة', 'info'],
  waiting: ['Waiting for user', 'بانتظار المستخدم', 'warning'],
  closed: ['Closed', 'مغلقة', 'default'],
});

export default defineModel({
  name: 'chats',
  table: 'chats',
  subject: 'Chat',
  label: L('Chats', 'المحادثات'),
  menu: { group: 'content_support', icon: 'Chat', order: 10 },
  title: ['subject'],
  columns: {
    user_id: 'integer',
    subject: 'string',
    last_message: 'text',
    messages_count: 'integer',
    status: 'string',
    last_message_at: 'timestamp',
  },
  indexes: [['user_id'], ['status', 'created_at']],
  fields: [
    field.text('subject', L('Subject', 'الموضوع')),
    field.remote('user_id', LABELS.user, 'users'),
    field.status(statuses),
  ],
  ranges: [{ name: 'last_message_at', label: L('Last message', 'آخر رسالة'), type: 'timestamp' }, range.createdAt],
  headers: [
    { value: 'subject', text: L('Subject', 'الموضوع'), type: 'text', sortable: true },
    header.relation('user', LABELS.user, 'user_id', 'users', 'link'),
    { value: 'last_message', text: L('Last message', 'آخر رسالة'), type: 'text' },
    { value: 'messages_count', text: L('Messages', 'الرسائل'), type: 'number', sortable: true },
    header.status(statuses),
    { value: 'last_message_at', text: L('Last message at', 'وقت آخر رسالة'), type: 'datetime', sortable: true },
    header.createdAt,
  ],
  actions: [
    {
      name: 'close',
      label: L('Close', 'إغلاق'),
      onlyWhen: { column: 'status', values: ['open', 'waiting'] },
      set: (now) => ({ status: 'closed', updated_at: now }),
    },
  ],
  seed: {
    after: ['users'],
    count: 800,
    row({ random, pick, createdAt }) {
      const [en, ar] = random.pick(CHAT_SUBJECTS);
      const arabic = random.chance(0.45);
      const last = new Date(Date.parse(createdAt) + random.int(5, 4000) * 60_000);
      return {
        user_id: pick('users'),
        subject: arabic ? ar : en,
        last_message: arabic ? 'شكرًا، تم حل المشكلة.' : 'Thanks, that solved it.',
        messages_count: random.int(1, 40),
        status: random.weighted([
          ['closed', 60],
          ['open', 25],
          ['waiting', 15],
        ]),
        last_message_at: (last.getTime() > Date.now() ? new Date() : last).toISOString(),
      };
    },
  },
});
