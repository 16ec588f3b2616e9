// A form opens for admins holding create-, edit- or manage-{models} of its subject (spec 6); others see
// 'You don't have permission in this page'. The server checks create or edit again on save.
import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { pluralOf } from '../providers/permissions';
import { useDocumentTitle } from '../routing/useDocumentTitle';

export function formPermissions(subject: string): string[] {
  const models = pluralOf(subject);
  return [`create-${models}`, `edit-${models}`, `manage-${models}`];
}

export function NoPermission() {
  const translate = useTranslate();
  const text = translate('forms.no_permission');
  useDocumentTitle(text);
  return (
    <Card sx={{ my: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h6" role="alert">
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function FormPermissionGate({ subject, children }: { subject: string; children: ReactNode }) {
  const { permissions, isPending } = usePermissions();
  if (isPending) return null;
  const allowed =
    Array.isArray(permissions) && formPermissions(subject).some((permission) => permissions.includes(permission));
  return allowed ? children : <NoPermission />;
}
