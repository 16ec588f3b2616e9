// The digits an export writes numbers and dates with: Latin in English; in Arabic, what the
// 'display.arabic_digits' setting chooses, so a file reads like the screens it was exported from.
import type { Kysely } from 'kysely';
import type { Language } from '../http/language';
import { displaySettings } from '../settings/display';

export type ExportDigits = 'arabic' | 'latin';

export async function exportDigits(db: Kysely<any>, language: Language): Promise<ExportDigits> {
  if (language !== 'ar') return 'latin';
  return (await displaySettings(db)).arabic_digits === 'latin' ? 'latin' : 'arabic';
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Text written with Latin digits, in the chosen digits (dates and times keep their '-' and ':'). */
export function inDigits(text: string, digits: ExportDigits): string {
  if (digits === 'latin') return text;
  return text.replace(/[0-9]/g, (digit) => ARABIC_INDIC[Number(digit)]);
}

/**
 * A number formatted in Latin (`1,234.50`), in the chosen digits: Arabic-Indic ones also take the
 * Arabic group and decimal separators (`١٬٢٣٤٫٥٠`), as Intl's ar-EG writes them on the screens.
 */
export function numberInDigits(text: string, digits: ExportDigits): string {
  if (digits === 'latin') return text;
  return inDigits(text, digits).replace(/[,.]/g, (mark) => (mark === ',' ? '٬' : '٫'));
}
