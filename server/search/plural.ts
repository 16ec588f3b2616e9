// Plural form indexes: English has two (one, other); Arabic six (0, 1, 2, 3–10, 11–99, 100+ and the
// rest), the same rule as the admin's message library.
import type { Language } from '../http/language';

export function pluralForm(language: Language, count: number): number {
  const n = Math.abs(Math.trunc(count));
  if (language === 'en') return n === 1 ? 0 : 1;
  if (n < 3) return n;
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 3;
  return lastTwo >= 11 ? 4 : 5;
}
