// The planner's numbers (weeks, days, counts, library ids) in the screen's digit system
// (src/providers/digits.ts): Arabic-Indic in Arabic unless the display setting says Latin, Latin in English.
// No group separators: they are ordinals and ids. One formatter per locale, as a plan writes hundreds.
import { intlLocale } from '../../providers/digits';

const formats = new Map<string, Intl.NumberFormat>();

export function planNumber(value: number, language: string): string {
  const locale = intlLocale(language);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: false });
    formats.set(locale, format);
  }
  return format.format(value);
}
