// Texts that read left to right whatever the page's direction: phone numbers, emails, codes and order
// numbers. In Arabic they are isolated as left-to-right ('+201038579486', not '201038579486+'), and a
// code never breaks at its hyphens.

/** Any letter of a right-to-left script (Arabic, Hebrew, Syriac, Thaana…). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
/** Something with digits and no spaces, short enough to keep on one line: a phone, code or number. */
const CODE = /^(?=.*\d)\S{1,40}$/;
/** A code a line could break inside (at a hyphen or slash): the one case left to right text needs. */
const BREAKABLE_CODE = /^(?=.*\d)(?=.*[-/])\S{1,40}$/;

export type Isolation = 'code' | 'ltr' | null;

/**
 * In a right-to-left language: `code` for a phone, email, code or order number (left to right, on one
 * line), `ltr` for other text without right-to-left letters. Left to right, only a code with a hyphen or
 * slash needs keeping on one line. null when nothing is needed.
 */
export function isolationOf(text: string, rtlLanguage: boolean): Isolation {
  if (!rtlLanguage) return BREAKABLE_CODE.test(text) ? 'code' : null;
  if (RTL_LETTER.test(text)) return null;
  if (CODE.test(text) || /^\S+@\S+$/.test(text)) return 'code';
  return /[A-Za-z0-9]/.test(text) ? 'ltr' : null;
}
