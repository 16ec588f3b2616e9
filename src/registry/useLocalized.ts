// A server-declared text (model labels, menu labels) in the interface language.
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import type { Language, Localized } from '../../common/localized';

export const localizedText = (text: Localized, language: string): string =>
  text[(language === 'ar' ? 'ar' : 'en') satisfies Language];

/** The interface language, for texts stored per language (`name_en`, `name_ar`). */
export function useLanguage(): Language {
  const [locale] = useLocaleState();
  return locale === 'ar' ? 'ar' : 'en';
}

export function useLocalized(): (text: Localized) => string {
  const [locale] = useLocaleState();
  return useCallback((text: Localized) => localizedText(text, locale), [locale]);
}
