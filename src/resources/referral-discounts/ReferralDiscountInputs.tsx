// The referral-discount form's inputs: name, what each side gets, conditions and validity.
import { Typography } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';
import { AmountInput } from '../../forms/AmountInput';
import { BilingualInputs } from '../../forms/BilingualInputs';
import { DiscountValueInputs } from '../../forms/DiscountValueInputs';
import { FormSection, wideField } from '../../forms/FormSection';
import { ValidityInputs } from '../../forms/ValidityInputs';

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

  const section = (key: string) => translate(`forms.referral_discounts.sections.${key}`);

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
      <ValidityInputs title={section('validity')} label={label} />
    </>
  );
}
