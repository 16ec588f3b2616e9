// The pickers' texts about time, for the time and date-time pickers (<DatesProvider withTime>); the date
// ones are in DatesProvider. The clock's numbers arrive in the screen's digits.
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TranslateFunction } from 'react-admin';

/** A number the pickers wrote in Latin or Arabic-Indic digits, as a number (for the plural forms). */
export function pickerNumber(text: string): number {
  return Number(text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660)));
}

export function timeTexts(translate: TranslateFunction, digits: string): Partial<PickersLocaleText> {
  const t = (key: string, options?: Record<string, unknown>) => translate(`list.search.time.${key}`, options);
  const viewName = (view: string) => (view === 'hours' || view === 'minutes' ? t(view) : view);
  // The plural forms need the number; the text shows it in the screen's digits again. MUI X hands the
  // digital clock's hours over as parseInt of the shown text, "NaN" for Arabic-Indic digits: an empty
  // label then lets the option be named by its visible number, inside the listbox named for the hours.
  const counted = (key: string, shown: string) => {
    const count = pickerNumber(shown);
    if (Number.isNaN(count)) return '';
    return t(key, { smart_count: count }).replace(/[0-9]/g, (digit) => digits[Number(digit)]);
  };
  return {
    dateTimePickerToolbarTitle: t('select_date_time'),
    timePickerToolbarTitle: t('select_time'),
    openTimePickerDialogue: (time) => (time ? t('choose_time_selected', { time }) : t('choose_time')),
    selectViewText: (view) => t('select_view', { view: viewName(view) }),
    clockLabelText: (view, time) =>
      time ? t('clock_selected', { view: viewName(view), time }) : t('clock', { view: viewName(view) }),
    hoursClockNumberText: (hours) => counted('hour', hours),
    minutesClockNumberText: (minutes) => counted('minute', minutes),
    timeTableLabel: t('pick_time'),
    nextStepButtonLabel: t('next'),
    fieldHoursPlaceholder: () => t('hours_placeholder'),
    fieldMinutesPlaceholder: () => t('minutes_placeholder'),
    hours: t('hours'),
    minutes: t('minutes'),
  };
}
