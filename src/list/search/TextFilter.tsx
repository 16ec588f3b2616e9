// A free-text, number or date filter input.
import { TextField } from '@mui/material';
import type { FilterValue } from '../types';
import { inputTypeOf, inputValue } from './inputType';

interface TextFilterProps {
  name: string;
  label: string;
  fieldType: string;
  value: FilterValue | undefined;
  onChange: (value: string | number) => void;
}

export function TextFilter({ name, label, fieldType, value, onChange }: TextFilterProps) {
  const type = inputTypeOf(fieldType);
  return (
    <TextField
      name={name}
      label={label}
      type={type}
      size="small"
      fullWidth
      value={value === undefined || value === null || Array.isArray(value) ? '' : String(value)}
      onChange={(event) => onChange(inputValue(fieldType, event.target.value))}
      // Date inputs draw their own placeholder, so the label must stay above it.
      slotProps={{ inputLabel: type === 'text' || type === 'number' ? undefined : { shrink: true } }}
    />
  );
}
