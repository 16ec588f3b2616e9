// Permission strings (spec 6): view-{Model}, create-/edit-/delete-/manage-{models}.

/** Lower-cased English plural, as permissions name models: Category → categories, Address → addresses. */
export function pluralOf(subject: string): string {
  const lower = subject.toLowerCase();
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(lower)) return `${lower}es`;
  return `${lower}s`;
}

/**
 * Subjects of spec 6 that no model declares (screens of their own, or models still to come); every
 * model's subject comes from the registry. Dashboard is always visible, so it has no permission.
 */
export const OTHER_SUBJECTS = [
  'SubProgram',
  'Exercise',
  'ExerciseCategory',
  'RoundCategory',
  'Round',
  'Walkthrough',
  'ChatGroup',
  'Support',
  'Classification',
  'PayoutAccount',
  'Referral',
  'Setting',
] as const;

export const PERMISSION_ACTIONS = ['view', 'create', 'edit', 'delete', 'manage'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** A permission string's action and subject (`edit-categories` → edit, Category), among `subjects`. */
export function parsePermission(
  permission: string,
  subjects: Iterable<string>,
): { action: PermissionAction; subject: string } | null {
  const dash = permission.indexOf('-');
  const action = permission.slice(0, dash) as PermissionAction;
  const rest = permission.slice(dash + 1);
  if (dash < 0 || !PERMISSION_ACTIONS.includes(action)) return null;
  for (const subject of subjects) {
    if (action === 'view' ? rest === subject : rest === pluralOf(subject)) return { action, subject };
  }
  return null;
}

/** The role that holds every permission and that only its holders may change. */
export const SUPER_ADMIN_ROLE = 'Super Admin';
