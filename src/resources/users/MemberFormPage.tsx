// The member edit form (/default/users/users-ops/:id), saved with POST user-update/{id}. Members join
// through the app, so there is no create: without an id the page goes back to the list.
import { Box } from '@mui/material';
import {
  BooleanInput,
  ImageField,
  ImageInput,
  NumberInput,
  SelectInput,
  TextInput,
  useBasename,
  useTranslate,
} from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { DatePickerInput } from '../../forms/DatePickerInput';
import { FormSection, wideField } from '../../forms/FormSection';
import { RecordForm } from '../../forms/RecordForm';
import { checkMember, memberPayload, memberValues } from './memberForm';

const text = (key: string) => `access.users.${key}`;

export default function MemberFormPage() {
  const translate = useTranslate();
  const basename = useBasename();
  if (useParams().id === undefined) return <Navigate to={`${basename}/users`} replace />;
  return (
    <RecordForm
      resource="users"
      subject="User"
      texts="access.users"
      itemName="member"
      defaults={{}}
      toValues={memberValues}
      validate={(values) => checkMember(values)}
      toPayload={memberPayload}
    >
      <FormSection title={translate(text('section_person'))}>
        <TextInput source="first_name" label={text('first_name')} isRequired fullWidth />
        <TextInput source="last_name" label={text('last_name')} isRequired fullWidth />
        <TextInput source="email" type="email" label={text('email')} isRequired fullWidth />
        <TextInput source="phone" type="tel" label={text('phone')} isRequired fullWidth />
        <SelectInput
          source="gender"
          label={text('gender')}
          choices={[
            { id: 'male', name: text('male') },
            { id: 'female', name: text('female') },
          ]}
          fullWidth
        />
        <DatePickerInput source="birth_date" label={translate(text('birth_date'))} />
        <Box sx={wideField}>
          <ImageInput source="image" label={text('image')} accept={{ 'image/*': [] }}>
            <ImageField source="src" title="title" />
          </ImageInput>
        </Box>
        <BooleanInput source="enabled" label={text('enabled')} helperText={false} />
      </FormSection>
      <FormSection title={translate(text('section_body'))}>
        <NumberInput source="height" label={text('height')} min={50} max={250} fullWidth />
        <NumberInput source="weight" label={text('weight')} min={20} max={400} fullWidth />
        <Box sx={wideField}>
          <TextInput source="goal" label={text('goal')} multiline fullWidth />
        </Box>
      </FormSection>
    </RecordForm>
  );
}
