// The referral-discount form's inputs: name, what each side gets, conditions and validity.
import { Typography } from '@mui/material';
import { BooleanInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AmountInput } from '../../forms/AmountInput';
import { BilingualInputs } from '../../forms/BilingualInputs';
import { DatePickerInput, endMinimum, startMinimum } from '../../forms/DatePickerInput';
import { DiscountValueInputs } from '../../forms/DiscountValueInputs';
import { FormSection, wideField } from '../../forms/FormSection';
import { localToday } from '../../forms/formValues';

const label = (field: string) => `forms.referral_discounts.fields.${field}`;

/** One side of the referral: its reward's type and value, under a hint saying who gets it. */
function RewardSection({ side }: { side: 'referrer' | 'referred' }) {
  const translate = useTranslate();
  const section = (key: string) => translate(`forms.referral_discounts.sections.${key}`);
  return (
    <FormSection title={section(side)}>
      <Typography variant="body2" color="text.secondary" sx={{ ...wideField, mt: -1 }}>
        {section(`${side}_hint`)}
      </Typography>
      <DiscountValueInputs
        typeSource={`${side}_reward_type`}
        valueSource={`${side}_reward_value`}
        typeLabel={label(`${side}_reward_type`)}
        valueLabel={label(`${side}_reward_value`)}
      />
    </FormSection>
  );
}

export function ReferralDiscountInputs() {
  const translate = useTranslate();
  const item = useRecordContext();
  const validFrom = useWatch({ name: 'valid_from' });
  const section = (key: string) => translate(`forms.referral_discounts.sections.${key}`);
  const startMin = startMinimum(localToday(), item?.id !== undefined ? String(item.valid_from ?? '') : null);

  return (
    <>
      <FormSection title={section('general')}>
        <BilingualInputs source="name" label={label} />
        <BooleanInput source="enabled" label={label('enabled')} helperText={false} />
      </FormSection>
      <RewardSection side="referrer" />
      <RewardSection side="referred" />
      <FormSection title={section('limits')}>
        <AmountInput
          source="min_subscription_amount"
          label={label('min_subscription_amount')}
          helperText={label('min_subscription_amount_hint')}
          unit={translate('forms.currency')}
          isRequired
        />
        <AmountInput
          source="max_uses_per_referrer"
          label={label('max_uses_per_referrer')}
          helperText={label('max_uses_per_referrer_hint')}
          isRequired
          whole
        />
      </FormSection>
      <FormSection title={section('validity')}>
        <DatePickerInput source="valid_from" label={label('valid_from')} minDate={startMin} isRequired />
        <DatePickerInput
          source="valid_until"
          label={label('valid_until')}
          minDate={endMinimum(validFrom, startMin)}
          isRequired
        />
      </FormSection>
    </>
  );
}
