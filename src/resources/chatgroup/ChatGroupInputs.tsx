// The chat group form's inputs: names in both languages, the programme, members and the admins who
// answer, enabled and read-only.
import { Box } from '@mui/material';
import { BooleanInput, useRecordContext, useTranslate } from 'react-admin';
import { BilingualInputs } from '../../forms/BilingualInputs';
import { FormSection, wideField } from '../../forms/FormSection';
import type { PickerChoice } from '../../forms/searchPicker';
import { SearchPickerInput } from '../../forms/SearchPickerInput';

const label = (field: string) => `chat.group_form.fields.${field}`;

/** The group's people: its field, the model picked from, the loaded item's names of them, and a hint. */
const PEOPLE = [
  { source: 'member_ids', model: 'users', known: 'members', hint: false },
  { source: 'admin_ids', model: 'admins', known: 'admins', hint: true },
] as const;

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
        {PEOPLE.map(({ source, model, known: key, hint }) => (
          <Box key={source} sx={wideField}>
            <SearchPickerInput
              multiple
              source={source}
              model={model}
              label={translate(label(source))}
              helperText={hint ? translate(label(`${source}_hint`)) : undefined}
              known={known(key)}
            />
          </Box>
        ))}
      </FormSection>
    </>
  );
}
