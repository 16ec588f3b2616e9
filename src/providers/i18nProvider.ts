// English (default, bundled) and Arabic (loaded on demand); the choice is stored under `language` and
// applied to <html lang dir>.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import englishMessages from './englishMessages';
import { numbersInScreenDigits } from './messageNumbers';
import { applyDocumentLanguage, DEFAULT_LANGUAGE, storeLanguage, toLanguage, type Language } from './language';

const loaded: Partial<Record<Language, TranslationMessages>> = { en: englishMessages };

async function loadArabic(): Promise<TranslationMessages> {
  loaded.ar ??= (await import('./arabicMessages')).default;
  return loaded.ar;
}

const getMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  toLanguage(locale) === 'ar' ? (loaded.ar ?? loadArabic()) : englishMessages;

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
];

// Options go FOURTH: polyglot keeps only those after a language switch. allowMissing: server messages
// pass through `translate` as they are; numbers given to messages are in the screen's digits.
const polyglot = polyglotI18nProvider(getMessages, DEFAULT_LANGUAGE, LOCALES, {
  allowMissing: true,
  replace: numbersInScreenDigits(() => polyglot.getLocale()),
});

/**
 * Starts in English (its messages are synchronous); the stored language is applied by react-admin,
 * which calls `changeLocale` with the store's `locale` before the first render (see providers/store).
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  async changeLocale(locale: string) {
    const language = toLanguage(locale);
    await polyglot.changeLocale(language);
    storeLanguage(language);
    applyDocumentLanguage(language);
  },
};
