// A date input with a calendar (MUI X date picker) holding `YYYY-MM-DD` text for the form; an
// impossible typed date is held as INVALID_DATE so the rules can say so. Needs <DatesProvider>.
import { useEffect, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { INVALID_DATE } from './formValues';

export const DATE_FORMAT = 'dd/MM/yyyy';

function parse(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return text === INVALID_DATE ? new Date(Number.NaN) : null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function asText(date: Date | null): string {
  if (date === null) return '';
  return isValid(date) ? format(date, 'yyyy-MM-dd') : INVALID_DATE;
}

interface DateFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  /** `YYYY-MM-DD`: earlier days cannot be picked. */
  minDate?: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

export function DateField({ name, label, value, onChange, onBlur, minDate, error, hint, required }: DateFieldProps) {
  // The picker keeps its own Date while the admin types, so a half-typed date is not thrown away.
  const [date, setDate] = useState<Date | null>(() => parse(value));
  useEffect(() => {
    if (asText(date) !== value) setDate(parse(value));
    // Only outside changes (loading an item) are pushed into the picker.
  }, [value]);
  const min = minDate ? parse(minDate) : null;

  return (
    <DatePicker
      name={name}
      label={label}
      value={date}
      format={DATE_FORMAT}
      minDate={min && isValid(min) ? min : undefined}
      onChange={(next) => {
        setDate(next);
        onChange(asText(next));
      }}
      onClose={onBlur}
      slotProps={{
        textField: { id: `field-${name}`, required, error: Boolean(error), helperText: error ?? hint ?? ' ', onBlur, fullWidth: true },
      }}
    />
  );
}

/** The earliest day a start date may be picked: today, or a stored start that has passed. */
export function startMinimum(today: string, storedStart: string | null): string {
  return storedStart && storedStart < today ? storedStart : today;
}

/** The earliest day an end date may be picked: the day after the start when there is one. */
export function endMinimum(start: string, fallback: string): string {
  const date = parse(start);
  if (!date || !isValid(date)) return fallback;
  date.setDate(date.getDate() + 1);
  return format(date, 'yyyy-MM-dd');
}
