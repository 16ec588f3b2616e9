// Programme chat groups: members (users) talk to the admins who coach them (spec 2.2, 7.5).
import { messagesMigration, MESSAGES_TABLE } from '../chat/messages-table';
import { MEMBER_LINES, STAFF_LINES } from '../chat/seed-lines';
import { chatGroupLinks } from '../forms/chat-groups/links';
import { bilingualColumns, field, header, L, LABELS, range, YES_NO } from './define/common';
import { defineModel } from './define/define-model';

const NAMES = [
  ['Strength squad', 'فريق القوة'],
  ['HIIT burners', 'أبطال الحرق'],
  ['Muscle builders', 'بناة العضلات'],
  ['Home training', 'التمرين المنزلي'],
  ['Core club', 'نادي الجذع'],
  ['Cardio crew', 'فريق الكارديو'],
  ['Keto kitchen', 'مطبخ الكيتو'],
  ['Balanced plates', 'أطباق متوازنة'],
  ['Morning runners', 'عدّاؤو الصباح'],
  ['New mums fitness', 'لياقة الأمهات الجدد'],
  ['Mobility corner', 'ركن المرونة'],
  ['Weekend warriors', 'محاربو نهاية الأسبوع'],
] as const;

export default defineModel({
  name: 'chatgroup',
  table: 'chat_groups',
  subject: 'ChatGroup',
  label: L('Chat groups', 'مجموعات الدردشة'),
  // Spec 2.2 writes the admin's path /default/chatGroup (the router matches it case-insensitively).
  menu: { group: 'communication', icon: 'Forum', order: 10, path: '/chatGroup' },
  ops: { path: 'ops' },
  // A double-click opens the group's conversation, /default/chatGroup/:groupId.
  details: '',
  columns: {
    ...bilingualColumns('name'),
    image: 'string?',
    program_id: 'integer?',
    read_only: 'flag',
    messages_count: 'integer',
    last_message_at: 'timestamp?',
  },
  extraMigrations: { links: chatGroupLinks.migration, messages: messagesMigration },
  single: chatGroupLinks.single,
  enabled: true,
  indexes: [['program_id']],
  fields: [
    field.bilingualText('name', LABELS.name),
    field.remote('program_id', LABELS.programme, 'programs'),
    // The groups a member is in (the member's details page lists them).
    field.linked('member_id', L('Member', 'العضو'), 'users', {
      table: 'chat_group_members',
      owner: 'chat_group_id',
      column: 'user_id',
    }),
    field.choice('read_only', L('Read only', 'للقراءة فقط'), YES_NO),
    field.enabled,
  ],
  ranges: [range.createdAt],
  headers: [
    { value: 'image', text: LABELS.image, type: 'image' },
    header.bilingual('name', LABELS.name),
    header.relation('program', LABELS.programme, 'program_id', 'programs'),
    { value: 'messages_count', text: L('Messages', 'الرسائل'), type: 'number', sortable: true },
    { value: 'last_message_at', text: L('Last message at', 'وقت آخر رسالة'), type: 'datetime', sortable: true },
    { value: 'read_only', text: L('Read only', 'للقراءة فقط'), type: 'boolean', sortable: true },
    header.enabled,
    header.createdAt,
  ],
  seed: {
    after: ['programs', 'users', 'admins'],
    count: NAMES.length,
    trashed: 0,
    disabled: 0.1,
    row({ index, pick }) {
      const [en, ar] = NAMES[index];
      return {
        name_en: en,
        name_ar: ar,
        image: `/seed-images/${(index % 8) + 1}.png`,
        program_id: pick('programs'),
        read_only: index % 6 === 5 ? 1 : 0,
        messages_count: 0,
        last_message_at: null,
      };
    },
    // Members, coaches and a few dozen messages per group, oldest first.
    async afterRows({ db, random, ids }) {
      const [members, admins] = chatGroupLinks.links;
      const memberPairs: Array<[number, number]> = [];
      const adminPairs: Array<[number, number]> = [];
      const messages: Record<string, unknown>[] = [];
      const users = ids('users');
      const staff = ids('admins');
      for (const groupId of ids('chatgroup')) {
        const groupUsers = [...new Set(Array.from({ length: random.int(6, 14) }, () => random.pick(users)))];
        const groupAdmins = [...new Set(Array.from({ length: random.int(1, 2) }, () => random.pick(staff)))];
        for (const user of groupUsers) memberPairs.push([groupId, user]);
        for (const admin of groupAdmins) adminPairs.push([groupId, admin]);
        const count = random.int(18, 40);
        let time = Date.now() - random.int(3, 20) * 86_400_000;
        for (let n = 0; n < count; n += 1) {
          time += random.int(5, 600) * 60_000;
          const fromUser = random.chance(0.6);
          const [en, ar] = random.pick(fromUser ? MEMBER_LINES : STAFF_LINES);
          messages.push({
            group_id: groupId,
            thread_id: null,
            sender_type: fromUser ? 'user' : 'admin',
            sender_id: random.pick(fromUser ? groupUsers : groupAdmins),
            body: random.chance(0.4) ? ar : en,
            image: null,
            created_at: new Date(Math.min(time, Date.now())).toISOString(),
          });
        }
        const last = messages[messages.length - 1];
        await db
          .updateTable('chat_groups')
          .set({ messages_count: count, last_message_at: last.created_at as string })
          .where('id', '=', groupId)
          .execute();
      }
      await chatGroupLinks.insert(db, members, memberPairs);
      await chatGroupLinks.insert(db, admins, adminPairs);
      for (let start = 0; start < messages.length; start += 400)
        await db
          .insertInto(MESSAGES_TABLE)
          .values(messages.slice(start, start + 400))
          .execute();
    },
  },
});
