// Permission strings (spec 6): view-{Model}, create-/edit-/delete-/manage-{models}. The server enforces
// them; the admin uses them to show only what the signed-in admin may do.
import { pluralOf } from '../../common/permissions';

export { pluralOf };

/** react-admin's actions plus the list screen's own. */
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'restore' | 'export';

/** Any one of these permissions allows the action on `subject`. */
export function permissionsFor(action: string, subject: string): string[] {
  const models = pluralOf(subject);
  switch (action) {
    case 'list':
    case 'show':
    case 'export':
      return [`view-${subject}`];
    case 'create':
      return [`create-${models}`, `manage-${models}`];
    case 'edit':
      return [`edit-${models}`, `manage-${models}`];
    case 'delete':
      // As spec 6 lists it, including view-PayoutAccount.
      return [`delete-${models}`, `manage-${models}`, `edit-${models}`, 'view-PayoutAccount'];
    case 'restore':
      return [`delete-${models}`, `manage-${models}`];
    default:
      return [];
  }
}

/** `permissions` may still be loading (undefined): nothing is allowed then. */
export function can(permissions: readonly string[] | null | undefined, action: string, subject: string): boolean {
  if (!Array.isArray(permissions)) return false;
  return permissionsFor(action, subject).some((permission) => permissions.includes(permission));
}

// Resource name → permission subject; filled by src/resources/index.tsx, read by authProvider.canAccess.
const subjects = new Map<string, string>();

export function declareSubject(resource: string, subject: string): void {
  subjects.set(resource, subject);
}

export function subjectOf(resource: string): string | undefined {
  return subjects.get(resource);
}
