// The admin form (/default/admins/ops creates, /default/admins/ops/:id edits): name, email, a password
// (required on create, a reset on edit), an image with its preview, the role and the enabled switch;
// saved with POST admins and POST admins/{id} (multipart when a new image is chosen).
import { Box } from '@mui/material';
import { BooleanInput, ImageField, ImageInput, PasswordInput, TextInput, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { FormSection, wideField } from '../../forms/FormSection';
import { RecordForm } from '../../forms/RecordForm';
import { SearchPickerInput } from '../../forms/SearchPickerInput';
import { adminPayload, adminValues, checkAdmin, EMPTY_ADMIN } from './adminForm';

const text = (key: string) => `access.admins.${key}`;

export default function AdminFormPage() {
  const translate = useTranslate();
  const isNew = useParams().id === undefined;
  return (
    <RecordForm
      resource="admins"
      subject="Admin"
      texts="access.admins"
      itemName="admin"
      defaults={EMPTY_ADMIN}
      toValues={adminValues}
      validate={(values, item) => checkAdmin(values, item === null)}
      toPayload={adminPayload}
    >
      <FormSection title={translate(text('section_person'))}>
        <TextInput source="first_name" label={text('first_name')} isRequired fullWidth />
        <TextInput source="last_name" label={text('last_name')} isRequired fullWidth />
        <TextInput source="email" type="email" label={text('email')} isRequired fullWidth />
        <PasswordInput
          source="password"
          label={text('password')}
          isRequired={isNew}
          helperText={isNew ? false : text('password_hint_edit')}
          autoComplete="new-password"
          fullWidth
        />
        <Box sx={wideField}>
          <ImageInput source="image" label={text('image')} accept={{ 'image/*': [] }}>
            <ImageField source="src" title="title" />
          </ImageInput>
        </Box>
      </FormSection>
      <FormSection title={translate(text('section_access'))}>
        <SearchPickerInput source="role_id" model="roles" label={translate(text('role'))} />
        <BooleanInput source="enabled" label={text('enabled')} helperText={false} />
      </FormSection>
    </RecordForm>
  );
}
