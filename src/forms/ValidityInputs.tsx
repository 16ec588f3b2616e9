// The days an offer is valid (`valid_from`, `valid_until`): the start no earlier than today unless the
// stored start has passed already, the end after the start.
import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DatePickerInput, endMinimum, startMinimum } from './DatePickerInput';
import { FormSection } from './FormSection';
import { localToday } from './formValues';

export function ValidityInputs({ title, label }: { title: string; label(field: string): string }) {
  const item = useRecordContext();
  const validFrom = useWatch({ name: 'valid_from' });
  const storedStart = item?.id !== undefined ? String(item.valid_from ?? '') : null;
  const startMin = startMinimum(localToday(), storedStart);
  return (
    <FormSection title={title}>
      <DatePickerInput source="valid_from" label={label('valid_from')} minDate={startMin} isRequired />
      <DatePickerInput
        source="valid_until"
        label={label('valid_until')}
        minDate={endMinimum(validFrom, startMin)}
        isRequired
      />
    </FormSection>
  );
}
