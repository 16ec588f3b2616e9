// What an admin's details page shows beside the admin's fields (getSingle's `single` hook): the role, the
// permissions it grants (spec 6: Super Admin holds all), and the last sign-in.
import type { SingleItemContext } from '../models/define/types';

export async function adminSingle({ db, id }: SingleItemContext): Promise<Record<string, unknown>> {
  // Loaded when asked: the permission catalogue reads the model registry, which loads this model's file.
  const { rolePermissions } = await import('./permissions');
  const role = await db
    .selectFrom('admins')
    .innerJoin('roles', 'roles.id', 'admins.role_id')
    .select(['roles.id', 'roles.name', 'roles.permissions'])
    .where('admins.id', '=', id)
    .executeTakeFirst();
  const lastSignIn = await db
    .selectFrom('admin_tokens')
    .select('created_at')
    .where('admin_id', '=', id)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    role: role ? { id: Number(role.id), name: role.name } : null,
    permissions: rolePermissions(role ?? null).sort(),
    last_sign_in_at: lastSignIn?.created_at ?? null,
  };
}
