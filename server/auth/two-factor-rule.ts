// The setting `security.require_two_factor`: while it is on, the permissions over admins, roles and settings
// (the ones that hand out or change power) count only for an admin whose two-factor sign-in is on. Such an
// admin without it signs in with the rest of their permissions, and is asked to set it up.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const REQUIRE_TWO_FACTOR_SETTING = 'security.require_two_factor';

const GUARDED = /^[a-z]+-(admin|admins|role|roles|setting|settings)$/i;

export function isGuardedPermission(permission: string): boolean {
  return GUARDED.test(permission);
}

/** Whether the admin holding `permissions` must turn on two-factor before the guarded ones count. */
export async function twoFactorMissing(
  db: Kysely<Database>,
  adminId: number,
  permissions: Iterable<string>,
): Promise<boolean> {
  if (![...permissions].some(isGuardedPermission)) return false;
  const setting = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', REQUIRE_TWO_FACTOR_SETTING)
    .executeTakeFirst();
  if (setting?.value !== 'true') return false;
  const enrolled = await db
    .selectFrom('admin_two_factor')
    .select('admin_id')
    .where('admin_id', '=', adminId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return enrolled === undefined;
}

export function withoutGuarded(permissions: Iterable<string>): string[] {
  return [...permissions].filter((permission) => !isGuardedPermission(permission));
}
