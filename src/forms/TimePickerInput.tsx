// A time of day input (MUI X time picker) as a react-admin input: the form holds `HH:mm` text, and a
// time typed only in part as INVALID_DATE so the rules can say so; 24-hour, in the admin's language
// and digits.
import { useEffect, useState } from 'react';
// The desktop variant on every screen: its digital clock is the date-time picker's, while the responsive
// TimePicker would add the analog clock (some 4 KB gzip) to the chunk every list's date filter loads.
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { format, isValid } from 'date-fns';
import { InputHelperText, useInput, useTranslateLabel, type Validator } from 'react-admin';
import { DatesProvider } from './DatesProvider';
import { INVALID_DATE } from './formValues';

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
  const translateLabel = useTranslateLabel();
  const { field, fieldState, id, isRequired } = useInput({
    source,
    validate,
    format: (value) => value ?? '',
    parse: (value) => value,
  });
  // The picker keeps its own Date while the admin types, so a half-typed time is not thrown away.
  const [time, setTime] = useState<Date | null>(() => parseTime(field.value));
  useEffect(() => {
    if (timeText(time) !== field.value) setTime(parseTime(field.value));
    // Only outside changes (loading an item) are pushed into the picker.
  }, [field.value]);
  const error = fieldState.error?.message;

  return (
    <DatesProvider withTime>
      <DesktopTimePicker
        name={field.name}
        label={translateLabel({ label, source })}
        value={time}
        format={TIME_FORMAT}
        ampm={false}
        inputRef={field.ref}
        onChange={(next: Date | null) => {
          setTime(next);
          field.onChange(timeText(next));
        }}
        onClose={field.onBlur}
        slotProps={{
          textField: {
            id,
            required: isRequired,
            error: Boolean(error),
            helperText: <InputHelperText error={error} helperText={helperText} />,
            onBlur: field.onBlur,
          },
        }}
      />
    </DatesProvider>
  );
}
