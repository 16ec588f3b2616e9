// A chat group's members (users) and the admins who answer in it: link tables chat_group_members,
// chat_group_admins.
import { linkSet } from '../shared/links';

export const chatGroupLinks = linkSet('chat_group_id', [
  {
    table: 'chat_group_members',
    column: 'user_id',
    model: 'users',
    targetTable: 'users',
    idsKey: 'member_ids',
    listKey: 'members',
    unknownCode: 'unknown_members',
  },
  {
    table: 'chat_group_admins',
    column: 'admin_id',
    model: 'admins',
    targetTable: 'admins',
    idsKey: 'admin_ids',
    listKey: 'admins',
    unknownCode: 'unknown_admins',
  },
]);
