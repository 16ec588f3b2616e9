// What the signed-in admin may do with a model's rows (spec 6).
import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { can } from '../providers/permissions';
import type { Abilities } from './actions/rowActions';

/** The same object while the permissions stay the same (the list's rows are memoised on it). */
export function useAbilities(subject: string): Abilities {
  const { permissions } = usePermissions();
  return useMemo(
    () => ({
      create: can(permissions, 'create', subject),
      edit: can(permissions, 'edit', subject),
      delete: can(permissions, 'delete', subject),
      restore: can(permissions, 'restore', subject),
    }),
    [permissions, subject],
  );
}
