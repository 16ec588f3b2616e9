// The coupon form's inputs: the coupon, its discount, usage limits, validity and programmes.
import { Box } from '@mui/material';
import { COUPON_CODE_MAX_LENGTH } from '../../../common/constants';
import { BooleanInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AmountInput } from '../../forms/AmountInput';
import { DiscountValueInputs } from '../../forms/DiscountValueInputs';
import { FormSection, wideField } from '../../forms/FormSection';
import { ValidityInputs } from '../../forms/ValidityInputs';
import { ProgramsInput } from '../../forms/ProgramsInput';
import { BilingualInputs } from '../../forms/BilingualInputs';

const label = (field: string) => `forms.coupons.fields.${field}`;
// A little longer than a code may be, so a pasted code that is too long gets the rule's message.
const MAX_TYPED_CODE = COUPON_CODE_MAX_LENGTH + 8;

export function CouponInputs() {
  const translate = useTranslate();
  const item = useRecordContext();
  const [type, forAll] = useWatch({ name: ['discount_type', 'applies_to_all_programs'] });
  const usedCount = Number(item?.used_count ?? 0);

  return (
    <>
      <FormSection title={translate('forms.coupons.sections.coupon')}>
        <TextInput
          source="code"
          label={label('code')}
          helperText={label('code_hint')}
          parse={(text: string) => text.toUpperCase()}
          isRequired
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_TYPED_CODE, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <BooleanInput source="enabled" label={label('enabled')} helperText={false} />
        <BilingualInputs source="title" label={label} />
      </FormSection>

      <FormSection title={translate('forms.coupons.sections.discount')}>
        <DiscountValueInputs
          typeSource="discount_type"
          valueSource="value"
          typeLabel={label('discount_type')}
          valueLabel={label('value')}
        />
        {type === 'percentage' && (
          <AmountInput
            source="max_discount"
            label={label('max_discount')}
            helperText={label('max_discount_hint')}
            unit={translate('forms.currency')}
          />
        )}
      </FormSection>

      <FormSection title={translate('forms.coupons.sections.limits')}>
        <AmountInput
          source="usage_limit"
          label={label('usage_limit')}
          helperText={
            usedCount > 0
              ? translate('forms.coupons.fields.used_so_far', { count: usedCount })
              : label('usage_limit_hint')
          }
          isRequired
          whole
        />
        <AmountInput
          source="usage_limit_per_user"
          label={label('usage_limit_per_user')}
          helperText={label('usage_limit_per_user_hint')}
          isRequired
          whole
        />
      </FormSection>

      <ValidityInputs title={translate('forms.coupons.sections.validity')} label={label} />

      <FormSection title={translate('forms.coupons.sections.programs')}>
        <Box sx={wideField}>
          <BooleanInput
            source="applies_to_all_programs"
            label={label('applies_to_all_programs')}
            helperText={label('applies_to_all_programs_hint')}
          />
        </Box>
        {!forAll && (
          <>
            <ProgramsInput which="programs" label={label('programs')} />
            <ProgramsInput which="diet_programs" label={label('diet_programs')} />
          </>
        )}
      </FormSection>
    </>
  );
}
