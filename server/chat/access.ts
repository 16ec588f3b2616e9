// Who may read and write where (spec 6): view-ChatGroup reads groups; edit-/manage-chatgroups, or being
// one of a group's admins, writes in it. view-Chat reads support threads; edit-/manage-chats answers them.
import type { Kysely } from 'kysely';
import type { ParsedChannel } from '../../common/realtime/channels';
import { hasAnyPermission, type SignedInAdmin } from '../auth/guard';
import { hasRow } from '../db/live-rows';

export const GROUP_READERS = ['view-ChatGroup'];
export const GROUP_EDITORS = ['edit-chatgroups', 'manage-chatgroups'];
export const THREAD_READERS = ['view-Chat'];
export const THREAD_ANSWERERS = ['edit-chats', 'manage-chats'];

export async function isGroupAdmin(db: Kysely<any>, adminId: number, groupId: number): Promise<boolean> {
  return hasRow(db, 'chat_group_admins', { chat_group_id: groupId, admin_id: adminId });
}

export async function mayWriteInGroup(db: Kysely<any>, admin: SignedInAdmin, groupId: number): Promise<boolean> {
  return hasAnyPermission(admin, ...GROUP_EDITORS) || (await isGroupAdmin(db, admin.id, groupId));
}

/** Whether the admin may listen on a channel: the same permission that reads what it carries. */
export function mayListen(admin: { permissions: ReadonlySet<string> }, channel: ParsedChannel): boolean {
  if (channel === null) return false;
  return channel.kind === 'chat-group'
    ? hasAnyPermission(admin, ...GROUP_READERS)
    : hasAnyPermission(admin, ...THREAD_READERS);
}
