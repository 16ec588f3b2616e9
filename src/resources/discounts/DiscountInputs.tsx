// The discount form's inputs (spec 2.6, 3): value, audience, validity and programmes.
import { Box } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DISCOUNT_CODE_MAX_LENGTH } from '../../../common/constants';
import { GENDERS } from '../../../common/forms/discounts/rules';
import { AmountInput } from '../../forms/AmountInput';
import { DatePickerInput, startMinimum } from '../../forms/DatePickerInput';
import { DiscountValueInputs } from '../../forms/DiscountValueInputs';
import { FormSection, wideField } from '../../forms/FormSection';
import { INVALID_DATE, localToday } from '../../forms/formValues';
import { ProgramsInput } from '../../forms/ProgramsInput';
import { type DiscountFormValues, storedStartOf, withFree } from './discountForm';
import { UsersInput } from './UsersInput';

const label = (field: string) => `discount_form.fields.${field}`;
const GENDER_CHOICES = GENDERS.map((gender) => ({ id: gender, name: `discount_form.genders.${gender}` }));
const FREE_FIELDS = ['discount_type', 'value', 'max_value'] as const;

/** A programme kind's 'applied for all' switch, and its picker when it is off. */
function ProgramsFor({ which, allSource }: { which: 'programs' | 'diet_programs'; allSource: string }) {
  const forAll = useWatch({ name: allSource });
  return (
    <Box>
      <BooleanInput source={allSource} label={label(allSource)} helperText={false} />
      {!forAll && (
        <Box sx={{ mt: 1 }}>
          <ProgramsInput which={which} label={label(which)} />
        </Box>
      )}
    </Box>
  );
}

export function DiscountInputs() {
  const translate = useTranslate();
  const item = useRecordContext();
  const { getValues, setValue } = useFormContext();
  const [free, type, startDate] = useWatch({ name: ['free', 'discount_type', 'start_date'] });
  // A stored start date that has passed stays selectable.
  const startMin = startMinimum(localToday(), item?.id !== undefined ? storedStartOf(item) : null);
  // The free switch sets percentage / 100 / 100, or clears them (spec 4).
  const onFreeChange = () => {
    const next = withFree(getValues() as DiscountFormValues, Boolean(getValues('free')));
    for (const field of FREE_FIELDS) setValue(field, next[field]);
  };

  return (
    <>
      <FormSection title={translate('discount_form.sections.value')}>
        <Box sx={wideField}>
          <BooleanInput source="free" label={label('free')} helperText={label('free_hint')} onChange={onFreeChange} />
        </Box>
        {/* 'Fixed amount' here: the EGP shows after the value. */}
        <DiscountValueInputs
          typeSource="discount_type"
          valueSource="value"
          typeLabel={label('discount_type')}
          valueLabel={label('value')}
          optionTexts="discount_form.types"
          disabled={Boolean(free)}
        />
        {type === 'percentage' && (
          <AmountInput source="max_value" label={label('max_value')} unit={translate('forms.currency')} isRequired />
        )}
        <AmountInput source="max_users" label={label('max_users')} helperText={label('max_users_hint')} whole />
        <TextInput
          source="code"
          label={label('code')}
          helperText={label('code_hint')}
          fullWidth
          slotProps={{ htmlInput: { maxLength: DISCOUNT_CODE_MAX_LENGTH + 10, autoCapitalize: 'characters' } }}
        />
        <BooleanInput source="enabled" label={label('enabled')} helperText={false} />
      </FormSection>

      <FormSection title={translate('discount_form.sections.audience')}>
        <Box sx={wideField}>
          <UsersInput />
        </Box>
        <SelectInput
          source="gender"
          label={label('gender')}
          choices={GENDER_CHOICES}
          emptyText="discount_form.genders.any"
          fullWidth
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        />
      </FormSection>

      <FormSection title={translate('discount_form.sections.validity')}>
        <DatePickerInput source="start_date" label={label('start_date')} minDate={startMin} isRequired />
        {/* The end may fall on the start's day. */}
        <DatePickerInput
          source="end_date"
          label={label('end_date')}
          minDate={startDate && startDate !== INVALID_DATE ? startDate : startMin}
          isRequired
        />
      </FormSection>

      <FormSection title={translate('discount_form.sections.programs')}>
        <ProgramsFor which="programs" allSource="applied_for_all_workout_programs" />
        <ProgramsFor which="diet_programs" allSource="applied_for_all_diet_programs" />
      </FormSection>
    </>
  );
}
