// A number of seconds as words in the request language, with the plural form the number needs
// (English: 1 second, 2 seconds; Arabic: six forms). For messages such as 'Try again in %{wait}.'
import { seconds as arabicSeconds } from '../../i18n/server/durations.ar';
import { seconds as englishSeconds } from '../../i18n/server/durations.en';
import { pluralForm } from '../search/plural';
import type { Language } from './language';

const SECONDS: Record<Language, readonly string[]> = { en: englishSeconds, ar: arabicSeconds };

export function secondsText(language: Language, count: number): string {
  return SECONDS[language][pluralForm(language, count)].replace('%{count}', String(count));
}
