// The coupon form's fields: the coupon, its discount, usage limits, validity and programmes.
import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateField, endMinimum, startMinimum } from '../../forms/DateField';
import { DiscountValueFields } from '../../forms/DiscountValueFields';
import type { Option } from '../../forms/formApi';
import { asDate } from '../../forms/formValues';
import { FormSection, wideField } from '../../forms/FormSection';
import { amountSlotProps } from '../../forms/inputAdornments';
import { problemText } from '../../forms/problemText';
import { RemotePicker } from '../../forms/RemotePicker';
import { SwitchField } from '../../forms/SwitchField';
import type { ModelFormState } from '../../forms/useModelForm';
import { useTextField } from '../../forms/useTextField';
import type { CouponFormValues } from './couponForm';

export function CouponFields({ form }: { form: ModelFormState<CouponFormValues> }) {
  const translate = useTranslate();
  const { values, setField, touch, problemOf, item } = form;
  const label = (field: string) => translate(`forms.coupons.fields.${field}`);
  const bind = useTextField(form);
  const error = (field: string) => problemText(translate, problemOf(field));
  const currency = translate('forms.currency');
  const storedStart = item ? asDate(item.valid_from) : null;
  const startMin = startMinimum(form.today, storedStart);
  const usedCount = Number(item?.used_count ?? 0);

  return (
    <>
      <FormSection title={translate('forms.coupons.sections.coupon')}>
        <TextField
          {...bind('code', label('code'), { hint: label('code_hint'), transform: (text) => text.toUpperCase() })}
          required
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <SwitchField name="enabled" label={label('enabled')} checked={values.enabled} onChange={(checked) => setField('enabled', checked)} />
        <TextField {...bind('title_en', label('title_en'))} required slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }} />
        <TextField {...bind('title_ar', label('title_ar'))} required slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
      </FormSection>

      <FormSection title={translate('forms.coupons.sections.discount')}>
        <DiscountValueFields
          typeField="discount_type"
          valueField="value"
          typeLabel={label('discount_type')}
          valueLabel={label('value')}
          type={values.discount_type}
          value={values.value}
          onTypeChange={(type) => setField('discount_type', type)}
          onValueChange={(value) => setField('value', value)}
          touch={touch}
          problemOf={problemOf}
        />
        {values.discount_type === 'percentage' && (
          <TextField {...bind('max_discount', label('max_discount'), { hint: label('max_discount_hint') })} slotProps={amountSlotProps(currency)} />
        )}
      </FormSection>

      <FormSection title={translate('forms.coupons.sections.limits')}>
        <TextField
          {...bind('usage_limit', label('usage_limit'), {
            hint: usedCount > 0 ? translate('forms.coupons.fields.used_so_far', { count: usedCount }) : label('usage_limit_hint'),
          })}
          required
          slotProps={amountSlotProps(undefined, 'numeric')}
        />
        <TextField
          {...bind('usage_limit_per_user', label('usage_limit_per_user'), { hint: label('usage_limit_per_user_hint') })}
          required
          slotProps={amountSlotProps(undefined, 'numeric')}
        />
      </FormSection>

      <FormSection title={translate('forms.coupons.sections.validity')}>
        <DateField
          name="valid_from"
          label={label('valid_from')}
          value={values.valid_from}
          onChange={(date) => setField('valid_from', date)}
          onBlur={() => touch('valid_from')}
          minDate={startMin}
          error={error('valid_from')}
          required
        />
        <DateField
          name="valid_until"
          label={label('valid_until')}
          value={values.valid_until}
          onChange={(date) => setField('valid_until', date)}
          onBlur={() => touch('valid_until')}
          minDate={endMinimum(values.valid_from, startMin)}
          error={error('valid_until')}
          required
        />
      </FormSection>

      <FormSection title={translate('forms.coupons.sections.programs')}>
        <Box sx={wideField}>
          <SwitchField
            name="applies_to_all_programs"
            label={label('applies_to_all_programs')}
            hint={label('applies_to_all_programs_hint')}
            checked={values.applies_to_all_programs}
            onChange={(checked) => setField('applies_to_all_programs', checked)}
          />
        </Box>
        {!values.applies_to_all_programs && (
          <>
            <RemotePicker
              multiple
              model="programs"
              name="program_ids"
              label={label('programs')}
              value={values.program_ids}
              onChange={(ids) => setField('program_ids', ids)}
              onBlur={() => touch('program_ids')}
              known={(item?.programs as Option[] | undefined) ?? []}
              error={error('program_ids')}
            />
            <RemotePicker
              multiple
              model="diet-programs"
              name="diet_program_ids"
              label={label('diet_programs')}
              value={values.diet_program_ids}
              onChange={(ids) => setField('diet_program_ids', ids)}
              onBlur={() => touch('diet_program_ids')}
              known={(item?.diet_programs as Option[] | undefined) ?? []}
              error={error('diet_program_ids')}
            />
          </>
        )}
      </FormSection>
    </>
  );
}
