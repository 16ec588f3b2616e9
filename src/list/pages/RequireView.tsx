// Shows a model's page only to admins holding its view permission (spec 6); others see Access Denied.
import type { ReactNode } from 'react';
import { AccessDenied, usePermissions } from 'react-admin';
import { can } from '../../providers/permissions';

export function RequireView({ subject, children }: { subject: string; children: ReactNode }) {
  const { permissions, isPending } = usePermissions();
  if (isPending) return null;
  return can(permissions, 'list', subject) ? children : <AccessDenied />;
}
