// What the signed-in admin may do with a model's rows (spec 6).
import { usePermissions } from 'react-admin';
import { can } from '../providers/permissions';
import type { Abilities } from './actions/rowActions';

export function useAbilities(subject: string): Abilities {
  const { permissions } = usePermissions();
  return {
    create: can(permissions, 'create', subject),
    edit: can(permissions, 'edit', subject),
    delete: can(permissions, 'delete', subject),
    restore: can(permissions, 'restore', subject),
  };
}
