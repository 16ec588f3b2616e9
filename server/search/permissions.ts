// Which permissions allow what on a model's list (spec 6).
import { hasAnyPermission, pluralOf } from '../auth/permissions';
import type { CustomActionSpec, Model } from '../models/define/types';
import { fail, type ListContext } from './context';

export type BuiltInAction = 'delete' | 'restore' | 'enable' | 'disable';

export function viewPermissions(model: Model): string[] {
  return [`view-${model.subject}`];
}

export function builtInActionPermissions(model: Model, action: BuiltInAction): string[] {
  const plural = pluralOf(model.subject);
  switch (action) {
    case 'delete':
      return [`delete-${plural}`, `manage-${plural}`, `edit-${plural}`, 'view-PayoutAccount'];
    case 'restore':
      return [`delete-${plural}`, `manage-${plural}`];
    case 'enable':
    case 'disable':
      return [`edit-${plural}`, `manage-${plural}`];
  }
}

export function customActionPermissions(model: Model, action: CustomActionSpec): string[] {
  const plural = pluralOf(model.subject);
  return action.permissions ? [...action.permissions] : [`edit-${plural}`, `manage-${plural}`];
}

export function allows(context: ListContext, anyOf: readonly string[]): boolean {
  return context.admin.isSuperAdmin || hasAnyPermission(context.admin, ...anyOf);
}

/** 403 unless the signed-in admin holds one of the permissions. */
export function requireAny(context: ListContext, anyOf: readonly string[]): void {
  if (!allows(context, anyOf)) throw fail(context.language, 403, 'auth.forbidden');
}
