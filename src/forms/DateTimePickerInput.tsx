// A date and time input (MUI X date-time picker) holding `YYYY-MM-DD HH:mm`; apart from the date inputs
// so the forms with dates alone do not load the clock.
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { type DatePickerInputProps, PickerInput } from './DatePickerInput';

export function DateTimePickerInput(props: DatePickerInputProps) {
  return <PickerInput {...props} Picker={DateTimePicker} time />;
}
