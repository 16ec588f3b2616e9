// A discount's type (percentage or fixed EGP amount) and value: the value shows % or EGP after the type.
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DISCOUNT_TYPES } from '../../common/forms/field-rules';
import type { Problem } from '../../common/forms/problems';
import { amountSlotProps } from './inputAdornments';
import { problemText } from './problemText';

export type DiscountTypeValue = '' | (typeof DISCOUNT_TYPES)[number];

interface DiscountValueFieldsProps {
  typeField: string;
  valueField: string;
  typeLabel: string;
  valueLabel: string;
  type: DiscountTypeValue;
  value: string;
  onTypeChange(type: DiscountTypeValue): void;
  onValueChange(value: string): void;
  touch(field: string): void;
  problemOf(field: string): Problem | undefined;
}

export function DiscountValueFields(props: DiscountValueFieldsProps) {
  const { typeField, valueField, type, touch, problemOf } = props;
  const translate = useTranslate();
  const typeError = problemText(translate, problemOf(typeField));
  const valueError = problemText(translate, problemOf(valueField));
  const unit = type === 'percentage' ? translate('forms.percent') : type === 'fixed' ? translate('forms.currency') : undefined;
  return (
    <>
      <TextField
        select
        id={`field-${typeField}`}
        name={typeField}
        label={props.typeLabel}
        value={type}
        onChange={(event) => props.onTypeChange(event.target.value as DiscountTypeValue)}
        onBlur={() => touch(typeField)}
        required
        error={Boolean(typeError)}
        helperText={typeError ?? ' '}
        fullWidth
      >
        {DISCOUNT_TYPES.map((option) => (
          <MenuItem key={option} value={option}>
            {translate(`forms.types.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={`field-${valueField}`}
        name={valueField}
        label={props.valueLabel}
        value={props.value}
        onChange={(event) => props.onValueChange(event.target.value)}
        onBlur={() => touch(valueField)}
        required
        error={Boolean(valueError)}
        helperText={valueError ?? ' '}
        fullWidth
        slotProps={amountSlotProps(unit)}
      />
    </>
  );
}
