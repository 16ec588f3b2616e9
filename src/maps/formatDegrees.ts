// Degrees as the admin writes numbers (the digits of Arabic follow the display setting), to six decimals.
import { intlLocale } from '../providers/digits';

export function formatDegrees(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 6 }).format(value);
}
