// Sign-in tokens of the demo backend, held in memory: token → admin id. The signed-in admin is then
// built as the server's guard builds it (role permissions, Super Admin, enabled and not deleted).
import type { Kysely } from 'kysely';
import type { SignedInAdmin } from '../server/auth/guard';
import { rolePermissions, SUPER_ADMIN_ROLE } from '../server/auth/permissions';
import type { Database } from '../server/db/schema';
import { HttpError } from '../server/http/errors';

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  // base64url without padding: 43 characters, the shape of the server's tokens.
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Where the tokens outlive a page load (the browser's localStorage); the database is seeded alike each time. */
export type TokenStore = Pick<Storage, 'getItem' | 'setItem'>;

const STORE_KEY = 'demo-backend.tokens';

export class FakeSessions {
  private readonly adminByToken: Map<string, number>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store?: TokenStore,
  ) {
    let saved: Array<[string, number]> = [];
    try {
      saved = JSON.parse(store?.getItem(STORE_KEY) ?? '[]');
    } catch {
      saved = [];
    }
    this.adminByToken = new Map(saved);
  }

  private save(): void {
    this.store?.setItem(STORE_KEY, JSON.stringify([...this.adminByToken]));
  }

  issue(adminId: number): string {
    const token = randomToken();
    this.adminByToken.set(token, adminId);
    this.save();
    return token;
  }

  revoke(token: string): void {
    this.adminByToken.delete(token);
    this.save();
  }

  revokeAll(adminId: number): void {
    for (const [token, id] of this.adminByToken) if (id === adminId) this.adminByToken.delete(token);
    this.save();
  }

  /** The admin behind `Authorization: Bearer …`, or 401 as on the server. */
  async authenticate(authorization: string | undefined): Promise<{ admin: SignedInAdmin; token: string }> {
    const token = authorization ? /^Bearer\s+(\S*)\s*$/i.exec(authorization)?.[1] : undefined;
    if (!token) throw new HttpError(401, 'auth.unauthenticated');
    const adminId = this.adminByToken.get(token);
    if (adminId === undefined) throw new HttpError(401, 'auth.session_invalid');
    const row = await this.db
      .selectFrom('admins')
      .leftJoin('roles', (join) => join.onRef('roles.id', '=', 'admins.role_id').on('roles.deleted_at', 'is', null))
      .select([
        'admins.id',
        'admins.email',
        'admins.first_name',
        'admins.last_name',
        'admins.enabled',
        'admins.deleted_at',
        'roles.name as role_name',
        'roles.permissions as role_permissions',
      ])
      .where('admins.id', '=', adminId)
      .executeTakeFirst();
    if (!row || row.deleted_at !== null) throw new HttpError(401, 'auth.session_invalid');
    if (Number(row.enabled) !== 1) throw new HttpError(401, 'auth.disabled');
    const role = row.role_name !== null ? { name: row.role_name, permissions: row.role_permissions ?? '[]' } : null;
    const admin: SignedInAdmin = {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      roleName: row.role_name,
      permissions: new Set(rolePermissions(role)),
      isSuperAdmin: row.role_name === SUPER_ADMIN_ROLE,
      tokenId: [...this.adminByToken.keys()].indexOf(token) + 1,
    };
    return { admin, token };
  }
}
