// A free-text, number or date filter input.
import { TextField } from '@mui/material';
import type { FilterValue } from '../types';
import { LazyDateFilter } from './LazyDateFilter';
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
  const text = value === undefined || value === null || Array.isArray(value) ? '' : String(value);
  if (type === 'date' || type === 'datetime-local') {
    return (
      <LazyDateFilter name={name} label={label} withTime={type === 'datetime-local'} value={text} onChange={onChange} />
    );
  }
  return (
    <TextField
      name={name}
      label={label}
      type={type}
      size="small"
      fullWidth
      value={text}
      onChange={(event) => onChange(inputValue(fieldType, event.target.value))}
    />
  );
}
