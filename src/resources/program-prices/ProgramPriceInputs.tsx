// The pricing-plan form's inputs: programme, duration (months from a list, or a number of days) and prices.
import { BooleanInput, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DURATION_UNITS, MONTH_DURATIONS } from '../../../common/forms/program-prices/rules';
import { AmountInput } from '../../forms/AmountInput';
import { FormSection } from '../../forms/FormSection';
import { SearchPickerInput } from '../../forms/SearchPickerInput';
import { durationKept, knownProgram } from './programPriceForm';

const label = (field: string) => `forms.program_prices.fields.${field}`;
const UNITS = DURATION_UNITS.map((unit) => ({ id: unit, name: `forms.program_prices.units.${unit}` }));
const MONTHS = MONTH_DURATIONS.map((months) => ({ id: String(months), name: `forms.program_prices.months.${months}` }));

export function ProgramPriceInputs() {
  const translate = useTranslate();
  const item = useRecordContext();
  const { getValues, setValue } = useFormContext();
  const unit = useWatch({ name: 'duration_unit' });
  const currency = translate('forms.currency');
  // A new unit keeps the duration only when it is one the unit allows (1, 3, 6, 12 for months).
  const onUnitChange = () => {
    const values = getValues();
    if (!durationKept(values.duration_unit, values.duration_value)) setValue('duration_value', '');
  };

  return (
    <>
      <FormSection title={translate('forms.program_prices.sections.plan')}>
        <SearchPickerInput
          source="program_id"
          model="programs"
          label={label('program')}
          known={knownProgram(item ?? null)}
          isRequired
        />
        <BooleanInput source="enabled" label={label('enabled')} helperText={false} />
        <SelectInput
          source="duration_unit"
          label={label('duration_unit')}
          choices={UNITS}
          isRequired
          onChange={onUnitChange}
          fullWidth
        />
        {unit === 'days' ? (
          <AmountInput
            source="duration_value"
            label={label('duration_days')}
            helperText={label('duration_days_hint')}
            isRequired
            whole
          />
        ) : (
          <SelectInput
            source="duration_value"
            label={label('duration_months')}
            choices={MONTHS}
            format={(value) => (MONTH_DURATIONS.includes(Number(value)) ? String(value) : '')}
            isRequired
            fullWidth
          />
        )}
      </FormSection>

      <FormSection title={translate('forms.program_prices.sections.price')}>
        <AmountInput source="price" label={label('price')} unit={currency} isRequired />
        <AmountInput
          source="discounted_price"
          label={label('discounted_price')}
          helperText={label('discounted_price_hint')}
          unit={currency}
        />
      </FormSection>
    </>
  );
}
