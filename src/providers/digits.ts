// The digit system numbers and dates are written in: Latin in English; in Arabic, Arabic-Indic (٠١٢) or
// Latin as the 'display.arabic_digits' setting says. Set once after sign-in, before any screen is drawn,
// so a screen never mixes the two.
export type ArabicDigits = 'arabic' | 'latin';

let arabicDigits: ArabicDigits = 'arabic';

export function setArabicDigits(digits: ArabicDigits): void {
  arabicDigits = digits;
}

export function currentArabicDigits(): ArabicDigits {
  return arabicDigits;
}

/** The Intl locale for a react-admin locale: 'ar' → Egyptian Arabic in the chosen digits, else US English. */
export function intlLocale(locale: string): string {
  if (!locale.startsWith('ar')) return 'en-US';
  return arabicDigits === 'latin' ? 'ar-EG-u-nu-latn' : 'ar-EG';
}
