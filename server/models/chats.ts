// Support chat threads with users.
import { action, field, header, L, LABELS, options, range } from './define/common';
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
  ranges: [range.time('last_message_at', L('Last message', 'آخر رسالة')), range.createdAt],
  headers: [
    header.text('subject', L('Subject', 'الموضوع')),
    header.relation('user', LABELS.user, 'user_id', 'users', 'link'),
    header.text('last_message', L('Last message', 'آخر رسالة'), false),
    header.number('messages_count', L('Messages', 'الرسائل')),
    header.status(statuses),
    header.datetime('last_message_at', L('Last message at', 'وقت آخر رسالة')),
    header.createdAt,
  ],
  actions: [action.transition('close', L('Close', 'إغلاق'), { from: ['open', 'waiting'], to: 'closed' })],
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
