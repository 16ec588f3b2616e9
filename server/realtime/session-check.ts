// Whether the sessions behind this process's sockets still hold: after a sign-out, a revoked session,
// a disabled or deleted account, or a role change, a socket whose session ended is closed with 4009
// (pusher-js then stays disconnected), and a channel its admin may no longer read is dropped.
import type { Kysely } from 'kysely';
import { parseChannel } from '../../common/realtime/channels';
import { rolePermissions } from '../auth/permissions';
import { mayListen } from '../chat/access';
import type { Database } from '../db/schema';
import { nowIso } from '../db/time';
import type { ChannelHub } from './hub';

/** Pusher's close code for "the connection is unauthorized": pusher-js does not reconnect. */
export const UNAUTHORIZED_CLOSE = 4009;

export async function checkSocketSessions(db: Kysely<Database>, hub: ChannelHub): Promise<void> {
  const sockets = hub.boundSockets();
  if (sockets.length === 0) return;
  const adminIds = [...new Set(sockets.map(([, socket]) => socket.session.adminId))];
  const tokenIds = [...new Set(sockets.map(([, socket]) => socket.session.tokenId).filter((id) => id !== 0))];
  const admins = await db
    .selectFrom('admins')
    .leftJoin('roles', (join) => join.onRef('roles.id', '=', 'admins.role_id').on('roles.deleted_at', 'is', null))
    .select(['admins.id', 'admins.enabled', 'admins.deleted_at', 'roles.name as roleName', 'roles.permissions'])
    .where('admins.id', 'in', adminIds)
    .execute();
  const liveTokens = new Set(
    tokenIds.length === 0
      ? []
      : (
          await db
            .selectFrom('admin_tokens')
            .select('id')
            .where('id', 'in', tokenIds)
            .where('revoked_at', 'is', null)
            .where('expires_at', '>', nowIso())
            .execute()
        ).map((row) => row.id),
  );
  const byId = new Map(admins.map((row) => [row.id, row]));
  for (const [, socket] of sockets) {
    const { adminId, tokenId } = socket.session;
    const row = byId.get(adminId);
    const sessionHolds =
      row !== undefined &&
      Number(row.enabled) === 1 &&
      row.deleted_at === null &&
      (tokenId === 0 || liveTokens.has(tokenId));
    if (!sessionHolds) {
      socket.end(UNAUTHORIZED_CLOSE, 'Connection is unauthorized');
      continue;
    }
    const role = row.roleName !== null ? { name: row.roleName, permissions: row.permissions ?? '[]' } : null;
    const reader = { permissions: new Set(rolePermissions(role)) };
    for (const channel of [...socket.channels]) {
      if (!mayListen(reader, parseChannel(channel))) socket.drop(channel);
    }
  }
}
