// Input decorations of amounts: EGP or % at the end, a decimal or numeric keyboard on phones.
import { InputAdornment } from '@mui/material';

/** slotProps of an amount input; `unit` (EGP, %) shows at the end when given. */
export function amountSlotProps(unit?: string, inputMode: 'decimal' | 'numeric' = 'decimal') {
  return {
    htmlInput: { inputMode },
    input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
  };
}
