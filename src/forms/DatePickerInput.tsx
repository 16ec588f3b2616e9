// A date input with a calendar (MUI X date picker) as a react-admin input: the form holds `YYYY-MM-DD`
// text, and an impossible typed date as INVALID_DATE so the rules can say so; in the admin's language.
import type { ComponentType } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { DatesProvider } from './DatesProvider';
import { INVALID_DATE } from './formValues';
import { usePickerField } from './usePickerField';

export const DATE_FORMAT = 'dd/MM/yyyy';

/** `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm` with a time, as a local Date. */
export function parseDay(text: unknown): Date | null {
  const match = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(text) : null;
  if (!match) return text === INVALID_DATE ? new Date(Number.NaN) : null;
  const [, year, month, day, hours = '0', minutes = '0'] = match;
  return new Date(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes));
}

function dayText(date: Date | null, time = false): string {
  if (date === null) return '';
  return isValid(date) ? format(date, time ? 'yyyy-MM-dd HH:mm' : 'yyyy-MM-dd') : INVALID_DATE;
}

export interface DatePickerInputProps {
  source: string;
  label: string;
  /** `YYYY-MM-DD`: earlier days cannot be picked. */
  minDate?: string;
  helperText?: string;
  isRequired?: boolean;
}

interface PickerInputProps extends DatePickerInputProps {
  /** MUI X's DatePicker, or DateTimePicker (then the form holds `YYYY-MM-DD HH:mm`); their props differ only in views. */
  Picker: ComponentType<any>;
  time?: boolean;
}

export function DatePickerInput(props: DatePickerInputProps) {
  return <PickerInput {...props} Picker={DatePicker} />;
}

/** The shared part of the date and date-and-time inputs. */
export function PickerInput({
  source,
  label,
  minDate,
  helperText,
  isRequired,
  Picker,
  time = false,
}: PickerInputProps) {
  const picker = usePickerField({
    source,
    label,
    helperText,
    isRequired,
    fullWidth: true,
    parse: parseDay,
    toText: (date) => dayText(date, time),
  });
  const min = minDate ? parseDay(minDate) : null;
  return (
    <DatesProvider withTime={time}>
      <Picker
        {...picker}
        format={time ? `${DATE_FORMAT} HH:mm` : DATE_FORMAT}
        minDate={min && isValid(min) ? min : undefined}
      />
    </DatesProvider>
  );
}

/** The earliest day a start date may be picked: today, or a stored start that has passed. */
export function startMinimum(today: string, storedStart: string | null): string {
  return storedStart && storedStart < today ? storedStart : today;
}

/** The earliest day an end date may be picked: the day after the start when there is one. */
export function endMinimum(start: string, fallback: string): string {
  const date = parseDay(start);
  if (!date || !isValid(date)) return fallback;
  date.setDate(date.getDate() + 1);
  return format(date, 'yyyy-MM-dd');
}
