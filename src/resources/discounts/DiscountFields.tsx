// The discount form's fields (spec 2.6, 3): value, audience, validity and programmes.
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CODE_MAX_LENGTH, type DiscountField } from '../../../common/forms/discounts/rules';
import { DISCOUNT_TYPES } from '../../../common/forms/field-rules';
import { DateField, startMinimum } from '../../forms/DateField';
import type { Option } from '../../forms/formApi';
import { INVALID_DATE } from '../../forms/formValues';
import { FormSection, wideField } from '../../forms/FormSection';
import { amountSlotProps } from '../../forms/inputAdornments';
import { problemText } from '../../forms/problemText';
import { RemotePicker } from '../../forms/RemotePicker';
import { SwitchField } from '../../forms/SwitchField';
import type { ModelFormState } from '../../forms/useModelForm';
import { useTextField } from '../../forms/useTextField';
import { DISCOUNT_RULE_TEXTS, storedStartOf, withFree, type DiscountFormValues } from './discountForm';
import { UsersPicker } from './UsersPicker';

const NONE: Option[] = [];

export function DiscountFields({ form }: { form: ModelFormState<DiscountFormValues> }) {
  const translate = useTranslate();
  const { values, setField, touch, problemOf, item } = form;
  const label = (field: string) => translate(`discount_form.fields.${field}`);
  const bind = useTextField(form, DISCOUNT_RULE_TEXTS);
  const error = (field: DiscountField) => problemText(translate, problemOf(field), DISCOUNT_RULE_TEXTS);
  const known = (list: unknown) => (list as Option[] | undefined) ?? NONE;
  const currency = translate('forms.currency');
  const percentage = values.discount_type === 'percentage';
  const typeError = error('discount_type');
  // A stored start date that has passed stays selectable.
  const startMin = startMinimum(form.today, storedStartOf(item));

  return (
    <>
      <FormSection title={translate('discount_form.sections.value')}>
        <Box sx={wideField}>
          <SwitchField
            name="free"
            label={label('free')}
            hint={label('free_hint')}
            checked={values.free}
            onChange={(free) => form.update((current) => withFree(current, free))}
          />
        </Box>
        <TextField
          select
          id="field-discount_type"
          name="discount_type"
          label={label('discount_type')}
          value={values.discount_type}
          onChange={(event) => setField('discount_type', event.target.value as DiscountFormValues['discount_type'])}
          onBlur={() => touch('discount_type')}
          disabled={values.free}
          required
          error={Boolean(typeError)}
          helperText={typeError ?? ' '}
          fullWidth
        >
          {DISCOUNT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {/* 'Fixed amount' here: the EGP shows after the value. */}
              {translate(`discount_form.types.${type}`, { _: translate(`forms.types.${type}`) })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...bind('value', label('value'))}
          required
          disabled={values.free}
          slotProps={amountSlotProps(values.discount_type ? (percentage ? translate('forms.percent') : currency) : undefined)}
        />
        {percentage && <TextField {...bind('max_value', label('max_value'))} required slotProps={amountSlotProps(currency)} />}
        <TextField {...bind('max_users', label('max_users'), { hint: label('max_users_hint') })} slotProps={amountSlotProps(undefined, 'numeric')} />
        <TextField
          {...bind('code', label('code'), { hint: label('code_hint') })}
          slotProps={{ htmlInput: { maxLength: CODE_MAX_LENGTH + 10, autoCapitalize: 'characters' } }}
        />
        <SwitchField name="enabled" label={label('enabled')} checked={values.enabled} onChange={(checked) => setField('enabled', checked)} />
      </FormSection>

      <FormSection title={translate('discount_form.sections.audience')}>
        <Box sx={wideField}>
          <UsersPicker value={values.users_ids} onChange={(ids) => setField('users_ids', ids)} known={known(item?.users)} />
        </Box>
        <TextField
          select
          id="field-gender"
          name="gender"
          label={label('gender')}
          value={values.gender}
          onChange={(event) => setField('gender', event.target.value as DiscountFormValues['gender'])}
          helperText=" "
          fullWidth
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('discount_form.genders.any')}</MenuItem>
          <MenuItem value="male">{translate('discount_form.genders.male')}</MenuItem>
          <MenuItem value="female">{translate('discount_form.genders.female')}</MenuItem>
        </TextField>
      </FormSection>

      <FormSection title={translate('discount_form.sections.validity')}>
        <DateField
          name="start_date"
          label={label('start_date')}
          value={values.start_date}
          onChange={(date) => setField('start_date', date)}
          onBlur={() => touch('start_date')}
          minDate={startMin}
          error={error('start_date')}
          required
        />
        <DateField
          name="end_date"
          label={label('end_date')}
          value={values.end_date}
          onChange={(date) => setField('end_date', date)}
          onBlur={() => touch('end_date')}
          // The end may fall on the start's day.
          minDate={values.start_date && values.start_date !== INVALID_DATE ? values.start_date : startMin}
          error={error('end_date')}
          required
        />
      </FormSection>

      <FormSection title={translate('discount_form.sections.programs')}>
        <Box>
          <SwitchField
            name="applied_for_all_workout_programs"
            label={label('applied_for_all_workout_programs')}
            checked={values.applied_for_all_workout_programs}
            onChange={(checked) => setField('applied_for_all_workout_programs', checked)}
          />
          {!values.applied_for_all_workout_programs && (
            <Box sx={{ mt: 1 }}>
              <RemotePicker
                multiple
                model="programs"
                name="program_ids"
                label={label('programs')}
                value={values.program_ids}
                onChange={(ids) => setField('program_ids', ids)}
                known={known(item?.programs)}
              />
            </Box>
          )}
        </Box>
        <Box>
          <SwitchField
            name="applied_for_all_diet_programs"
            label={label('applied_for_all_diet_programs')}
            checked={values.applied_for_all_diet_programs}
            onChange={(checked) => setField('applied_for_all_diet_programs', checked)}
          />
          {!values.applied_for_all_diet_programs && (
            <Box sx={{ mt: 1 }}>
              <RemotePicker
                multiple
                model="diet-programs"
                name="diet_program_ids"
                label={label('diet_programs')}
                value={values.diet_program_ids}
                onChange={(ids) => setField('diet_program_ids', ids)}
                known={known(item?.diet_programs)}
              />
            </Box>
          )}
        </Box>
      </FormSection>
    </>
  );
}
