// A date or date-time filter on the pickers the forms use, in the admin's language. The filter holds
// local text, `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, as the URL and the search carry it; a half-typed date
// is no filter yet. Loaded lazily (see LazyDateFilter), so lists without dates do without the pickers.
import { useEffect, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { format, isValid } from 'date-fns';
import { DatesProvider } from '../../forms/DatesProvider';

export const FILTER_DATE_FORMAT = 'dd/MM/yyyy';
export const FILTER_DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm';

const FILTER_FIELD = { size: 'small', fullWidth: true } as const;

const LOCAL_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

function parse(text: string): Date | null {
  const match = LOCAL_TEXT.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0'] = match;
  return new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
}

export interface DateFilterProps {
  name: string;
  label: string;
  withTime: boolean;
  value: string;
  onChange: (value: string) => void;
}

export default function DateFilter({ name, label, withTime, value, onChange }: DateFilterProps) {
  const asText = (date: Date | null) =>
    date && isValid(date) ? format(date, withTime ? "yyyy-MM-dd'T'HH:mm" : 'yyyy-MM-dd') : '';
  // The picker keeps its own Date while the admin types, so a half-typed date is not thrown away.
  const [date, setDate] = useState<Date | null>(() => parse(value));
  useEffect(() => {
    // Only outside changes (the URL, Reset, a quick date filter) are pushed into the picker.
    if (asText(date) !== value) setDate(parse(value));
  }, [value]);
  const change = (next: Date | null) => {
    setDate(next);
    onChange(asText(next));
  };
  const picker = { name, label, value: date, onChange: change, slotProps: { textField: FILTER_FIELD } };
  return (
    <DatesProvider withTime={withTime}>
      {withTime ? (
        <DateTimePicker {...picker} format={FILTER_DATE_TIME_FORMAT} ampm={false} />
      ) : (
        <DatePicker {...picker} format={FILTER_DATE_FORMAT} />
      )}
    </DatesProvider>
  );
}
