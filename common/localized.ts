// A text in both interface languages.
export type Language = 'en' | 'ar';

export interface Localized {
  en: string;
  ar: string;
}
