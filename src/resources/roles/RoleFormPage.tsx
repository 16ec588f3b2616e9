// The role form (/default/roles/ops creates, /default/roles/ops/:id edits): a name and the permission
// matrix, saved with POST role/create and POST role/update/{id}.
import { TextInput, useTranslate } from 'react-admin';
import { FormSection, wideField } from '../../forms/FormSection';
import type { FormItem } from '../../forms/loadItem';
import { RecordForm } from '../../forms/RecordForm';
import { PermissionMatrixInput } from './PermissionMatrixInput';
import { permissionsOf } from './permissionMatrix';
import { Box } from '@mui/material';

const text = (key: string) => `access.roles.${key}`;

export function roleValues(item: FormItem) {
  return { name: typeof item.name === 'string' ? item.name : '', permissions: permissionsOf(item.permissions) };
}

export function rolePayload(values: Record<string, unknown>) {
  return {
    name: String(values.name ?? '').trim(),
    permissions: Array.isArray(values.permissions) ? values.permissions : [],
  };
}

export default function RoleFormPage() {
  const translate = useTranslate();
  return (
    <RecordForm
      resource="roles"
      subject="Role"
      texts="access.roles"
      itemName="role"
      defaults={{ name: '', permissions: [] }}
      toValues={roleValues}
      validate={(values) => (String(values.name ?? '').trim() === '' ? { name: text('name_required') } : {})}
      toPayload={rolePayload}
    >
      <FormSection title={translate(text('section_role'))}>
        <TextInput source="name" label={text('name')} isRequired fullWidth />
      </FormSection>
      <FormSection title={translate(text('section_permissions'))}>
        <Box sx={wideField}>
          <PermissionMatrixInput />
        </Box>
      </FormSection>
    </RecordForm>
  );
}
