// Support threads with users (spec 2.2 Support, 7.5 support-chat): the thread row carries the latest
// message, the status, the admin it is assigned to and how many of the user's messages are unread.
import { announceThreads } from '../chat/announce-threads';
import { MESSAGES_TABLE } from '../chat/messages-table';
import { MEMBER_LINES, STAFF_LINES } from '../chat/seed-lines';
import { THREAD_STATUSES } from '../chat/thread-statuses';
import { field, header, L, LABELS, range } from './define/common';
import { defineModel } from './define/define-model';
import { CHAT_SUBJECTS } from './seed/vocabulary';

const ASSIGNEE = L('Assignee', 'المسؤول');

export default defineModel({
  name: 'chats',
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
    assigned_admin_id: 'integer?',
    unread_count: 'integer',
  },
  indexes: [['user_id'], ['status', 'created_at'], ['last_message_at']],
  fields: [
    field.text('subject', L('Subject', 'الموضوع')),
    field.remote('user_id', LABELS.user, 'users'),
    field.status(THREAD_STATUSES),
    field.remote('assigned_admin_id', ASSIGNEE, 'admins'),
  ],
  ranges: [{ name: 'last_message_at', label: L('Last message', 'آخر رسالة'), type: 'timestamp' }, range.createdAt],
  headers: [
    { value: 'subject', text: L('Subject', 'الموضوع'), type: 'text', sortable: true },
    header.relation('user', LABELS.user, 'user_id', 'users', 'link'),
    { value: 'last_message', text: L('Last message', 'آخر رسالة'), type: 'text' },
    { value: 'messages_count', text: L('Messages', 'الرسائل'), type: 'number', sortable: true },
    { value: 'unread_count', text: L('Unread', 'غير مقروءة'), type: 'number', sortable: true },
    header.status(THREAD_STATUSES),
    header.relation('assignee', ASSIGNEE, 'assigned_admin_id', 'admins'),
    { value: 'last_message_at', text: L('Last message at', 'وقت آخر رسالة'), type: 'datetime', sortable: true },
    header.createdAt,
  ],
  actions: [
    {
      name: 'close',
      label: L('Close', 'إغلاق'),
      onlyWhen: { column: 'status', values: ['open', 'pending'] },
      set: (now) => ({ status: 'closed', updated_at: now }),
      afterCommit: announceThreads,
    },
    {
      name: 'reopen',
      label: L('Reopen', 'إعادة فتح'),
      onlyWhen: { column: 'status', values: ['closed'] },
      set: (now) => ({ status: 'open', updated_at: now }),
      afterCommit: announceThreads,
    },
    {
      name: 'assign_to_me',
      label: L('Assign to me', 'إسناد إليّ'),
      async run({ trx, table, ids, adminId, now }) {
        await trx
          .updateTable(table)
          .set({ assigned_admin_id: adminId, updated_at: now })
          .where('id', 'in', ids)
          .execute();
      },
      afterCommit: announceThreads,
    },
  ],
  seed: {
    after: ['users', 'admins'],
    count: 48,
    trashed: 0,
    row({ random, pick, createdAt }) {
      const [en, ar] = random.pick(CHAT_SUBJECTS);
      return {
        user_id: pick('users'),
        subject: random.chance(0.45) ? ar : en,
        last_message: '',
        messages_count: random.int(2, 6),
        status: random.weighted([
          ['closed', 40],
          ['open', 35],
          ['pending', 25],
        ]),
        last_message_at: createdAt,
        assigned_admin_id: random.chance(0.6) ? pick('admins') : null,
        unread_count: 0,
      };
    },
    // Each thread's messages, alternating user and staff, in the thread's language; the row then
    // carries its last message and the user's messages since the last answer as unread.
    async afterRows({ db, random, ids }) {
      const threads = await db
        .selectFrom('chats')
        .select(['id', 'user_id', 'subject', 'messages_count', 'status', 'created_at', 'assigned_admin_id'])
        .orderBy('id')
        .execute();
      const staff = ids('admins');
      const messages: Record<string, unknown>[] = [];
      for (const thread of threads) {
        const arabic = /[\u0600-\u06FF]/.test(String(thread.subject));
        const count = Number(thread.messages_count);
        let time = Date.parse(String(thread.created_at));
        let unread = 0;
        let last = '';
        for (let n = 0; n < count; n += 1) {
          time = Math.min(time + random.int(2, 300) * 60_000, Date.now());
          const fromUser = n % 2 === 0 || random.chance(0.2);
          const [en, ar] = random.pick(fromUser ? MEMBER_LINES : STAFF_LINES);
          last = arabic ? ar : en;
          unread = fromUser ? unread + 1 : 0;
          messages.push({
            group_id: null,
            thread_id: thread.id,
            sender_type: fromUser ? 'user' : 'admin',
            sender_id: fromUser ? thread.user_id : (thread.assigned_admin_id ?? random.pick(staff)),
            body: last,
            image: null,
            created_at: new Date(time).toISOString(),
          });
        }
        await db
          .updateTable('chats')
          .set({
            last_message: last,
            last_message_at: new Date(time).toISOString(),
            unread_count: thread.status === 'closed' ? 0 : unread,
          })
          .where('id', '=', thread.id)
          .execute();
      }
      for (let start = 0; start < messages.length; start += 400)
        await db
          .insertInto(MESSAGES_TABLE)
          .values(messages.slice(start, start + 400))
          .execute();
    },
  },
});
