// A server-declared text (model labels, menu labels) in the interface language.
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import type { Language, Localized } from '../../common/localized';

export const localizedText = (text: Localized, language: string): string =>
  text[(language === 'ar' ? 'ar' : 'en') satisfies Language];

export function useLocalized(): (text: Localized) => string {
  const [locale] = useLocaleState();
  return useCallback((text: Localized) => localizedText(text, locale), [locale]);
}
