// The pickers' texts about time, for the date-time filters (<DatesProvider> gives the date ones).
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TranslateFunction } from 'react-admin';

export function timeTexts(translate: TranslateFunction): Partial<PickersLocaleText> {
  const t = (key: string, options?: Record<string, unknown>) => translate(`list.search.time.${key}`, options);
  const viewName = (view: string) => (view === 'hours' || view === 'minutes' ? t(view) : view);
  return {
    dateTimePickerToolbarTitle: t('select_date_time'),
    selectViewText: (view) => t('select_view', { view: viewName(view) }),
    clockLabelText: (view, time) =>
      time ? t('clock_selected', { view: viewName(view), time }) : t('clock', { view: viewName(view) }),
    hoursClockNumberText: (hours) => t('hour', { smart_count: Number(hours) }),
    minutesClockNumberText: (minutes) => t('minute', { smart_count: Number(minutes) }),
    timeTableLabel: t('pick_time'),
    nextStepButtonLabel: t('next'),
    fieldHoursPlaceholder: () => t('hours_placeholder'),
    fieldMinutesPlaceholder: () => t('minutes_placeholder'),
    hours: t('hours'),
    minutes: t('minutes'),
  };
}
