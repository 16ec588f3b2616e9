// Which actions a row offers (spec 2.4 and 6).
import type { Row } from '../types';

export type RowActionName = 'edit' | 'notes' | 'delete' | 'restore' | 'enable' | 'disable';

/** What the signed-in admin may do with the model (spec 6). */
export interface Abilities {
  create: boolean;
  edit: boolean;
  delete: boolean;
  restore: boolean;
}

export interface RowActionContext {
  abilities: Abilities;
  /** The list screen's switches combined with the server's options. */
  notes: boolean;
  deletable: boolean;
  editable: boolean;
}

const SUPER_ADMIN = 'super admin';

function labelOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'label' in value)
    return String((value as { label: unknown }).label);
  return '';
}

/** Rows whose Name or Role is 'Super Admin' can never be deleted. */
export function isProtectedRow(row: Row): boolean {
  return Object.entries(row).some(
    ([key, value]) =>
      ['name', 'role'].includes(key.toLowerCase()) && labelOf(value).trim().toLowerCase() === SUPER_ADMIN,
  );
}

export function isTrashed(row: Row): boolean {
  return row.is_trashed === true || Number(row.is_trashed) === 1;
}

export function rowActions(row: Row, context: RowActionContext): RowActionName[] {
  const { abilities } = context;
  const actions: RowActionName[] = [];
  if (isTrashed(row)) {
    if (context.notes) actions.push('notes');
    if (abilities.restore) actions.push('restore');
    return actions;
  }
  if (context.editable && abilities.edit) actions.push('edit');
  if (context.notes) actions.push('notes');
  if ('enabled' in row && row.enabled !== null && abilities.edit) {
    actions.push(Number(row.enabled) === 1 ? 'disable' : 'enable');
  }
  // Destructive last, set apart from the others by the table's styles.
  if (context.deletable && abilities.delete && !isProtectedRow(row)) actions.push('delete');
  return actions;
}

/** The standard bulk buttons: Restore in the trash, else Delete and Enable/Disable as allowed. */
export function bulkActions(
  { abilities, deletable }: Pick<RowActionContext, 'abilities' | 'deletable'>,
  { trash, hasEnabled }: { trash: boolean; hasEnabled: boolean },
): Array<'delete' | 'enable' | 'disable' | 'restore'> {
  if (trash) return abilities.restore ? ['restore'] : [];
  return [
    ...(deletable && abilities.delete ? (['delete'] as const) : []),
    ...(hasEnabled && abilities.edit ? (['enable', 'disable'] as const) : []),
  ];
}
