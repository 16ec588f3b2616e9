// An amount typed as text (so 'abc' or '12.345' reach the rules and get their message), with EGP or %
// after it and a decimal or numeric keyboard on phones.
import { InputAdornment } from '@mui/material';
import { TextInput, type TextInputProps } from 'react-admin';

export interface AmountInputProps extends Omit<TextInputProps, 'slotProps'> {
  /** EGP, %: shown at the end. */
  unit?: string;
  /** Whole numbers: a numeric keyboard. */
  whole?: boolean;
}

export function AmountInput({ unit, whole, ...props }: AmountInputProps) {
  return (
    <TextInput
      fullWidth
      {...props}
      slotProps={{
        htmlInput: { inputMode: whole ? 'numeric' : 'decimal' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
      }}
    />
  );
}
