// Date pickers in the admin's language: calendar names from date-fns, digits as the rest of the screen
// writes them (pickerDigits.ts), and the pickers' own texts (buttons, placeholders, screen-reader labels)
// from our messages, since MUI X has no Arabic texts.
// Only lazily loaded form pages import it, so the pickers stay out of the first bundle.
import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { arEG } from 'date-fns/locale/ar-EG';
import { enGB } from 'date-fns/locale/en-GB';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { adapterWithDigits, localeDigits } from './pickerDigits';
import { timeTexts } from './timeTexts';

function pickerTexts(translate: TranslateFunction): Partial<PickersLocaleText> {
  const t = (key: string, options?: Record<string, unknown>) => translate(`forms.dates.${key}`, options);
  return {
    previousMonth: t('previous_month'),
    nextMonth: t('next_month'),
    openPreviousView: t('open_previous_view'),
    openNextView: t('open_next_view'),
    calendarViewSwitchingButtonAriaLabel: (view) => t(view === 'year' ? 'year_view_open' : 'calendar_view_open'),
    cancelButtonLabel: t('cancel'),
    clearButtonLabel: t('clear'),
    okButtonLabel: t('ok'),
    todayButtonLabel: t('today'),
    datePickerToolbarTitle: t('select_date'),
    openDatePickerDialogue: (formattedDate) =>
      formattedDate ? t('choose_selected', { date: formattedDate }) : t('choose'),
    fieldClearLabel: t('clear'),
    dateTableLabel: t('pick_date'),
    fieldYearPlaceholder: (params) => t('year_letter').repeat(params.digitAmount),
    fieldMonthPlaceholder: () => t('month_placeholder'),
    fieldDayPlaceholder: () => t('day_placeholder'),
    year: t('year'),
    month: t('month'),
    day: t('day'),
    empty: t('empty'),
  };
}

export function DatesProvider({ children, withTime = false }: { children: ReactNode; withTime?: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const digits = localeDigits(locale);
  return (
    <LocalizationProvider
      dateAdapter={adapterWithDigits(digits)}
      adapterLocale={locale === 'ar' ? arEG : enGB}
      localeText={withTime ? { ...pickerTexts(translate), ...timeTexts(translate, digits) } : pickerTexts(translate)}
    >
      {children}
    </LocalizationProvider>
  );
}
