// Support threads with users (spec 2.2 Support, 7.5 support-chat): the thread row carries the latest
// message, the status, the admin it is assigned to and how many of the user's messages are unread.
import { announceThreads } from '../chat/announce-threads';
import { MESSAGES_TABLE } from '../chat/messages-table';
import { MEMBER_LINES, STAFF_LINES } from '../chat/seed-lines';
import { THREAD_STATUSES } from '../chat/thread-statuses';
import { L } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, datetime, integer, member, ref, status, text } from './define/props';
import { CHAT_SUBJECTS } from './seed/vocabulary';

const ASSIGNEE = L('Assignee', 'المشرف المكلّف');

const subject = text('subject', L('Subject', 'الموضوع'), { filter: true });
const user = member({ filter: true });
const last = text('last_message', L('Last message', 'آخر رسالة'), { column: 'text', header: { sortable: false } });
const count = integer('messages_count', L('Messages', 'الرسائل'));
const unread = integer('unread_count', L('Unread', 'غير مقروءة'));
const state = status(THREAD_STATUSES, { filter: true });
const assignee = ref('assignee', ASSIGNEE, 'admins', { key: 'assigned_admin_id', column: 'integer?', filter: true });
const lastAt = datetime('last_message_at', L('Last message at', 'وقت آخر رسالة'), {
  range: { label: L('Last message', 'آخر رسالة') },
});

export default defineModel({
  name: 'chats',
  label: L('Chats', 'المحادثات'),
  menu: { group: 'content_support', icon: 'Chat', order: 10 },
  title: ['subject'],
  props: [subject, user, last, count, unread, state, assignee, lastAt, createdAt],
  columns: [user, subject, last, count, state, lastAt, assignee, unread],
  indexes: [['user_id'], ['status', 'created_at'], ['last_message_at']],
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
