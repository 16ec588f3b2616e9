// The interface language, kept in localStorage under `language` (spec 3) and mirrored on <html lang dir>.

export type Language = 'en' | 'ar';

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_KEY = 'language';

export function toLanguage(value: unknown): Language {
  return value === 'ar' ? 'ar' : DEFAULT_LANGUAGE;
}

export function storedLanguage(): Language {
  try {
    return toLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE; // storage blocked
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

export const isRightToLeft = (language: Language): boolean => language === 'ar';

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}
