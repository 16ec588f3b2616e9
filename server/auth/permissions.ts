// The permission catalogue (spec 6): view-{Subject}, create-/edit-/delete-/manage-{subjects}.
import { pluralOf } from '../../common/permissions';

export { pluralOf };
import { modelPermissionSubjects } from '../models';

import { OTHER_SUBJECTS, SUPER_ADMIN_ROLE } from '../../common/permissions';

export { SUPER_ADMIN_ROLE };

export function permissionsFor(subject: string): string[] {
  const plural = pluralOf(subject);
  return [`view-${subject}`, `create-${plural}`, `edit-${plural}`, `delete-${plural}`, `manage-${plural}`];
}

/** The model registry's subjects, then the others, in a stable order. */
export function permissionSubjects(): string[] {
  return [...new Set([...modelPermissionSubjects(), ...OTHER_SUBJECTS])];
}

export function allPermissions(): string[] {
  return permissionSubjects().flatMap(permissionsFor);
}

export function permissionGroups(): Array<{ subject: string; permissions: string[] }> {
  return permissionSubjects().map((subject) => ({ subject, permissions: permissionsFor(subject) }));
}

/** The permissions a role grants: 'Super Admin' gets the whole current catalogue, so new models are included. */
export function rolePermissions(role: { name: string; permissions: string } | null): string[] {
  if (!role) return [];
  if (role.name === SUPER_ADMIN_ROLE) return allPermissions();
  try {
    const parsed: unknown = JSON.parse(role.permissions);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** True when the admin holds at least one of `anyOf` (Node-free, so the in-browser demo backend checks alike). */
export function hasAnyPermission(admin: { permissions: ReadonlySet<string> }, ...anyOf: string[]): boolean {
  return anyOf.some((permission) => admin.permissions.has(permission));
}
