// The role form's permission matrix as data: one row per subject (view / create / edit / delete / manage),
// grouped and ordered like the menu, the row and column toggles, and which grants also allow deleting.
import { byMenuPosition } from '../../../common/models/menuGroups';
import type { ModelUi } from '../../../common/models/registry';

export const ACTIONS = ['view', 'create', 'edit', 'delete', 'manage'] as const;
export type MatrixAction = (typeof ACTIONS)[number];

export interface PermissionGroup {
  subject: string;
  /** view-, create-, edit-, delete-, manage-, in this order (GET role/permissions). */
  permissions: string[];
}

export interface MatrixRow {
  subject: string;
  /** The model behind the subject, when one is served (its label and menu place). */
  model?: ModelUi;
  permissions: Record<MatrixAction, string>;
}

export interface MatrixSection {
  /** The menu group's key; `other` for subjects without a menu entry. */
  group: string;
  rows: MatrixRow[];
}

const OTHER = 'other';

export function matrixSections(groups: readonly PermissionGroup[], models: readonly ModelUi[]): MatrixSection[] {
  const bySubject = new Map(models.map((model) => [model.subject, model]));
  const rows: MatrixRow[] = groups.map(({ subject, permissions }) => ({
    subject,
    model: bySubject.get(subject),
    permissions: Object.fromEntries(ACTIONS.map((action, index) => [action, permissions[index]])) as Record<
      MatrixAction,
      string
    >,
  }));
  rows.sort((a, b) => byMenuPosition(a.model?.menu, b.model?.menu));
  const sections: MatrixSection[] = [];
  for (const row of rows) {
    const group = row.model?.menu?.group ?? OTHER;
    const last = sections.at(-1);
    if (last?.group === group) last.rows.push(row);
    else sections.push({ group, rows: [row] });
  }
  return sections;
}

/** Adds every permission of `permissions` unless all are there already, then removes them all. */
export function toggleAll(selected: readonly string[], permissions: readonly string[]): string[] {
  const held = new Set(selected);
  if (permissions.every((permission) => held.has(permission))) {
    return selected.filter((permission) => !permissions.includes(permission));
  }
  return [...selected, ...permissions.filter((permission) => !held.has(permission))];
}

export function toggleOne(selected: readonly string[], permission: string): string[] {
  return selected.includes(permission) ? selected.filter((item) => item !== permission) : [...selected, permission];
}

/** Spec 6: deleting is allowed by delete-, manage-, edit- and (for every model) view-PayoutAccount. */
export function allowsDeleting(permission: string): boolean {
  return permission.startsWith('edit-') || permission === 'view-PayoutAccount';
}

/** The grants that allow deleting without saying so: edit- without delete- or manage- on the same row. */
export function hiddenDeleteGrants(rows: readonly MatrixRow[], selected: readonly string[]): string[] {
  const held = new Set(selected);
  const found: string[] = [];
  for (const row of rows) {
    const { edit, delete: remove, manage } = row.permissions;
    if (held.has(edit) && !held.has(remove) && !held.has(manage)) found.push(edit);
  }
  if (held.has('view-PayoutAccount')) found.push('view-PayoutAccount');
  return found;
}

/** The role's permissions from a loaded item (a JSON text or a list). */
export function permissionsOf(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}
