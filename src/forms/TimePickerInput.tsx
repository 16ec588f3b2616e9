// A time of day input (MUI X time picker) as a react-admin input: the form holds `HH:mm` text, and a
// time typed only in part as INVALID_DATE so the rules can say so; 24-hour, in the admin's language
// and digits.
// The desktop variant on every screen: its digital clock is the date-time picker's, while the responsive
// TimePicker would add the analog clock (some 4 KB gzip) to the chunk every list's date filter loads.
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { format, isValid } from 'date-fns';
import type { Validator } from 'react-admin';
import { DatesProvider } from './DatesProvider';
import { INVALID_DATE } from './formValues';
import { usePickerField } from './usePickerField';

export const TIME_FORMAT = 'HH:mm';

/** `HH:mm` as a Date on a fixed day (only its time is read). */
export function parseTime(text: unknown): Date | null {
  const match = typeof text === 'string' ? /^(\d{2}):(\d{2})$/.exec(text) : null;
  if (!match) return text === INVALID_DATE ? new Date(Number.NaN) : null;
  return new Date(2000, 0, 1, Number(match[1]), Number(match[2]));
}

function timeText(date: Date | null): string {
  if (date === null) return '';
  return isValid(date) ? format(date, TIME_FORMAT) : INVALID_DATE;
}

export interface TimePickerInputProps {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  helperText?: string;
}

export function TimePickerInput({ source, label, validate, helperText }: TimePickerInputProps) {
  const picker = usePickerField({ source, label, validate, helperText, parse: parseTime, toText: timeText });
  return (
    <DatesProvider withTime>
      <DesktopTimePicker {...picker} format={TIME_FORMAT} ampm={false} />
    </DatesProvider>
  );
}
