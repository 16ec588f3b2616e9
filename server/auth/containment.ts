// Containment: an admin acts only on admins whose permissions are a subset of its own, and only a Super
// Admin acts on a Super Admin (editing, disabling, resetting, deleting, restoring). Stricter than "may edit
// admins means may become anyone": without it, a role with edit-admins could reset a Super Admin's password.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
// From common/, not ./permissions: that reads the model registry, and the admins model reads this module.
import { SUPER_ADMIN_ROLE } from '../../common/permissions';

export interface Actor {
  id: number;
  permissions: ReadonlySet<string>;
  isSuperAdmin: boolean;
}

const NAMED = 5;

function storedPermissions(json: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Throws 403 unless `actor` may act on every admin of `ids` (its own account always passes). */
export async function requireContained(db: Kysely<Database>, actor: Actor, ids: readonly number[]): Promise<void> {
  if (actor.isSuperAdmin) return;
  const others = ids.filter((id) => id !== actor.id);
  if (others.length === 0) return;
  const targets = await db
    .selectFrom('admins')
    .leftJoin('roles', 'roles.id', 'admins.role_id')
    .select(['admins.id', 'admins.first_name', 'admins.last_name', 'roles.name', 'roles.permissions'])
    .where('admins.id', 'in', others)
    .execute();
  if (targets.some((target) => target.name === SUPER_ADMIN_ROLE)) throw new HttpError(403, 'admins.super_admin_only');
  const above = targets.filter((target) =>
    storedPermissions(target.permissions).some((permission) => !actor.permissions.has(permission)),
  );
  if (above.length === 0) return;
  const names = above
    .slice(0, NAMED)
    .map((target) => `${target.first_name} ${target.last_name}`.trim())
    .join(', ');
  throw new HttpError(403, 'admins.above_you', { id: [names] });
}
