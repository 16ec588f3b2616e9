// The pricing-plan form's fields: programme, duration (months from a list, or a number of days) and prices.
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DURATION_UNITS, MONTH_DURATIONS } from '../../../common/forms/program-prices/rules';
import { FormSection } from '../../forms/FormSection';
import { amountSlotProps } from '../../forms/inputAdornments';
import { problemText } from '../../forms/problemText';
import { RemotePicker } from '../../forms/RemotePicker';
import { SwitchField } from '../../forms/SwitchField';
import type { ModelFormState } from '../../forms/useModelForm';
import { useTextField } from '../../forms/useTextField';
import { knownProgram, withUnit, type ProgramPriceFormValues } from './programPriceForm';

export function ProgramPriceFields({ form }: { form: ModelFormState<ProgramPriceFormValues> }) {
  const translate = useTranslate();
  const { values, setField, touch, problemOf, item } = form;
  const label = (field: string) => translate(`forms.program_prices.fields.${field}`);
  const bind = useTextField(form);
  const error = (field: string) => problemText(translate, problemOf(field));
  const currency = translate('forms.currency');
  const unitError = error('duration_unit');
  const durationError = error('duration_value');

  return (
    <>
      <FormSection title={translate('forms.program_prices.sections.plan')}>
        <RemotePicker
          model="programs"
          name="program_id"
          label={label('program')}
          value={values.program_id}
          onChange={(id) => setField('program_id', id)}
          onBlur={() => touch('program_id')}
          known={knownProgram(item)}
          error={error('program_id')}
          required
        />
        <SwitchField name="enabled" label={label('enabled')} checked={values.enabled} onChange={(checked) => setField('enabled', checked)} />
        <TextField
          select
          id="field-duration_unit"
          name="duration_unit"
          label={label('duration_unit')}
          value={values.duration_unit}
          onChange={(event) => form.update((current) => withUnit(current, event.target.value as ProgramPriceFormValues['duration_unit']))}
          onBlur={() => touch('duration_unit')}
          required
          error={Boolean(unitError)}
          helperText={unitError ?? ' '}
          fullWidth
        >
          {DURATION_UNITS.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {translate(`forms.program_prices.units.${unit}`)}
            </MenuItem>
          ))}
        </TextField>
        {values.duration_unit === 'days' ? (
          <TextField
            {...bind('duration_value', label('duration_days'), { hint: label('duration_days_hint') })}
            required
            slotProps={amountSlotProps(undefined, 'numeric')}
          />
        ) : (
          <TextField
            select
            id="field-duration_value"
            name="duration_value"
            label={label('duration_months')}
            value={MONTH_DURATIONS.includes(Number(values.duration_value)) ? values.duration_value : ''}
            onChange={(event) => setField('duration_value', event.target.value)}
            onBlur={() => touch('duration_value')}
            required
            error={Boolean(durationError)}
            helperText={durationError ?? ' '}
            fullWidth
          >
            {MONTH_DURATIONS.map((months) => (
              <MenuItem key={months} value={String(months)}>
                {translate(`forms.program_prices.months.${months}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </FormSection>

      <FormSection title={translate('forms.program_prices.sections.price')}>
        <TextField {...bind('price', label('price'))} required slotProps={amountSlotProps(currency)} />
        <TextField {...bind('discounted_price', label('discounted_price'), { hint: label('discounted_price_hint') })} slotProps={amountSlotProps(currency)} />
      </FormSection>
    </>
  );
}
