// A discount's type (percentage or fixed EGP amount) and value: the value shows % or EGP after the type.
import { SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DISCOUNT_TYPES } from '../../common/forms/field-rules';
import { AmountInput } from './AmountInput';

export type DiscountTypeValue = '' | (typeof DISCOUNT_TYPES)[number];

interface DiscountValueInputsProps {
  typeSource: string;
  valueSource: string;
  typeLabel: string;
  valueLabel: string;
  /** Where the option texts are (`<scope>.<type>`), falling back to the shared `forms.types.<type>`. */
  optionTexts?: string;
  disabled?: boolean;
}

export function useDiscountUnit(type: unknown): string | undefined {
  const translate = useTranslate();
  return type === 'percentage'
    ? translate('forms.percent')
    : type === 'fixed'
      ? translate('forms.currency')
      : undefined;
}

export function DiscountValueInputs({
  typeSource,
  valueSource,
  typeLabel,
  valueLabel,
  optionTexts,
  disabled,
}: DiscountValueInputsProps) {
  const translate = useTranslate();
  const unit = useDiscountUnit(useWatch({ name: typeSource }));
  const choices = DISCOUNT_TYPES.map((type) => {
    const shared = translate(`forms.types.${type}`);
    return { id: type, name: optionTexts ? translate(`${optionTexts}.${type}`, { _: shared }) : shared };
  });
  return (
    <>
      <SelectInput
        source={typeSource}
        label={typeLabel}
        choices={choices}
        translateChoice={false}
        isRequired
        disabled={disabled}
        fullWidth
      />
      <AmountInput source={valueSource} label={valueLabel} unit={unit} isRequired disabled={disabled} />
    </>
  );
}
