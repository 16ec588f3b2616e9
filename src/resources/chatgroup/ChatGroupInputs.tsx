// The chat group form's inputs: names in both languages, the programme, members and the admins who
// answer, enabled and read-only.
import { Box } from '@mui/material';
import { BooleanInput, useRecordContext, useTranslate } from 'react-admin';
import { BilingualInputs } from '../../forms/BilingualInputs';
import { FormSection, wideField } from '../../forms/FormSection';
import type { PickerChoice } from '../../forms/searchPicker';
import { SearchPickerInput } from '../../forms/SearchPickerInput';

const label = (field: string) => `chat.group_form.fields.${field}`;

export function ChatGroupInputs() {
  const translate = useTranslate();
  const item = useRecordContext();
  const known = (key: string) => (item?.[key] as PickerChoice[] | undefined) ?? undefined;
  return (
    <>
      <FormSection title={translate('chat.group_form.sections.group')}>
        <BilingualInputs source="name" label={label} />
        <SearchPickerInput source="program_id" model="programs" label={translate(label('program_id'))} />
        <BooleanInput source="enabled" label={label('enabled')} helperText={false} />
        <BooleanInput source="read_only" label={label('read_only')} helperText={label('read_only_hint')} />
      </FormSection>
      <FormSection title={translate('chat.group_form.sections.people')}>
        <Box sx={wideField}>
          <SearchPickerInput
            multiple
            source="member_ids"
            model="users"
            label={translate(label('member_ids'))}
            known={known('members')}
          />
        </Box>
        <Box sx={wideField}>
          <SearchPickerInput
            multiple
            source="admin_ids"
            model="admins"
            label={translate(label('admin_ids'))}
            helperText={translate(label('admin_ids_hint'))}
            known={known('admins')}
          />
        </Box>
      </FormSection>
    </>
  );
}
