// A card's trend in words: the rows created in the last period against the period before, as a signed
// percentage ("+12%"), or as a signed number where the period before had none (no percentage of zero).
import type { TranslateFunction } from 'react-admin';
import { intlLocale } from '../../providers/digits';

export function changeText(
  translate: TranslateFunction,
  locale: string,
  { current, previous, days }: { current: number; previous: number; days: number },
): string {
  const daysText = new Intl.NumberFormat(intlLocale(locale)).format(days);
  if (current === 0 && previous === 0) return translate('dashboard.change.none', { smart_count: days, days: daysText });
  const change =
    previous === 0
      ? new Intl.NumberFormat(intlLocale(locale), { signDisplay: 'exceptZero' }).format(current)
      : new Intl.NumberFormat(intlLocale(locale), {
          style: 'percent',
          signDisplay: 'exceptZero',
          maximumFractionDigits: 0,
        }).format((current - previous) / previous);
  return translate('dashboard.change.versus', { smart_count: days, days: daysText, change });
}
