// The referral-discount form's fields: name, what each side gets, conditions and validity.
import { TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateField, endMinimum, startMinimum } from '../../forms/DateField';
import { DiscountValueFields } from '../../forms/DiscountValueFields';
import { asDate } from '../../forms/formValues';
import { FormSection, wideField } from '../../forms/FormSection';
import { amountSlotProps } from '../../forms/inputAdornments';
import { problemText } from '../../forms/problemText';
import { SwitchField } from '../../forms/SwitchField';
import type { ModelFormState } from '../../forms/useModelForm';
import { useTextField } from '../../forms/useTextField';
import type { ReferralDiscountFormValues } from './referralDiscountForm';

export function ReferralDiscountFields({ form }: { form: ModelFormState<ReferralDiscountFormValues> }) {
  const translate = useTranslate();
  const { values, setField, touch, problemOf, item } = form;
  const label = (field: string) => translate(`forms.referral_discounts.fields.${field}`);
  const section = (key: string) => translate(`forms.referral_discounts.sections.${key}`);
  const bind = useTextField(form);
  const error = (field: string) => problemText(translate, problemOf(field));
  const startMin = startMinimum(form.today, item ? asDate(item.valid_from) : null);
  const hint = (text: string) => (
    <Typography variant="body2" color="text.secondary" sx={{ ...wideField, mt: -1 }}>
      {text}
    </Typography>
  );

  return (
    <>
      <FormSection title={section('general')}>
        <TextField {...bind('name_en', label('name_en'))} required slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }} />
        <TextField {...bind('name_ar', label('name_ar'))} required slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
        <SwitchField name="enabled" label={label('enabled')} checked={values.enabled} onChange={(checked) => setField('enabled', checked)} />
      </FormSection>

      <FormSection title={section('referrer')}>
        {hint(section('referrer_hint'))}
        <DiscountValueFields
          typeField="referrer_reward_type"
          valueField="referrer_reward_value"
          typeLabel={label('referrer_reward_type')}
          valueLabel={label('referrer_reward_value')}
          type={values.referrer_reward_type}
          value={values.referrer_reward_value}
          onTypeChange={(type) => setField('referrer_reward_type', type)}
          onValueChange={(value) => setField('referrer_reward_value', value)}
          touch={touch}
          problemOf={problemOf}
        />
      </FormSection>

      <FormSection title={section('referred')}>
        {hint(section('referred_hint'))}
        <DiscountValueFields
          typeField="referred_reward_type"
          valueField="referred_reward_value"
          typeLabel={label('referred_reward_type')}
          valueLabel={label('referred_reward_value')}
          type={values.referred_reward_type}
          value={values.referred_reward_value}
          onTypeChange={(type) => setField('referred_reward_type', type)}
          onValueChange={(value) => setField('referred_reward_value', value)}
          touch={touch}
          problemOf={problemOf}
        />
      </FormSection>

      <FormSection title={section('limits')}>
        <TextField
          {...bind('min_subscription_amount', label('min_subscription_amount'), { hint: label('min_subscription_amount_hint') })}
          required
          slotProps={amountSlotProps(translate('forms.currency'))}
        />
        <TextField
          {...bind('max_uses_per_referrer', label('max_uses_per_referrer'), { hint: label('max_uses_per_referrer_hint') })}
          required
          slotProps={amountSlotProps(undefined, 'numeric')}
        />
      </FormSection>

      <FormSection title={section('validity')}>
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
    </>
  );
}
