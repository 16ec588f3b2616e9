// Word-level visual ordering for PDF text. pdfkit shapes each word with fontkit (which joins Arabic
// letters and reverses right-to-left words itself) but places the words left to right in logical
// order, so mixed or Arabic sentences need their words reordered before drawing. pdfkit also shapes
// each word together with the space after it, and fontkit moves that space to the left of a
// right-to-left word: the spaces between Arabic words would vanish, so the units are drawn one by one
// (visualUnits) with the space between them.
const RTL_LETTER = /[\u0590-\u05FF\u0600-\u065F\u066A-\u06EF\u06FA-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LTR_LETTER = /[A-Za-z0-9\u00C0-\u024F]/;
// A number, date or time in Arabic-Indic digits (with its separators, a sign, '-' and ':').
const ARABIC_DIGITS_ONLY = /^[-+\u0660-\u0669\u06F0-\u06F9.,:٫٬]+$/;
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/;

type Direction = 'rtl' | 'ltr' | 'neutral';

function directionOf(token: string): Direction {
  if (ARABIC_DIGITS_ONLY.test(token)) return 'ltr';
  if (RTL_LETTER.test(token)) return 'rtl';
  if (LTR_LETTER.test(token)) return 'ltr';
  return 'neutral';
}

export function hasRightToLeft(text: string): boolean {
  return RTL_LETTER.test(text);
}

/** Whether pdfkit would draw the text wrongly as it is: it has Arabic letters or Arabic-Indic digits. */
function needsOrdering(text: string): boolean {
  return RTL_LETTER.test(text) || ARABIC_DIGIT.test(text);
}

/** The text with its words in display order (for a line drawn left to right); whitespace collapses. */
export function visualOrder(text: string): string {
  if (!needsOrdering(text)) return text;
  return visualUnits(text).join(' ');
}

/**
 * The pieces of a line in display order (left to right), to be drawn with a space between each: single
 * right-to-left words, and runs of left-to-right words (which pdfkit draws correctly as they are).
 */
export function visualUnits(text: string): string[] {
  if (!needsOrdering(text)) return [text];
  // fontkit reverses a run of Arabic-Indic digits like an Arabic word; pre-reverse so they read correctly
  // (left to right, as Latin digits are drawn: a date's year first, then its time).
  const words = text
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => (ARABIC_DIGITS_ONLY.test(word) ? [...word].reverse().join('') : word));
  const directions = words.map(directionOf);
  const paragraph = directions.find((direction) => direction !== 'neutral') ?? 'ltr';
  // Units: single words of the paragraph's direction, and runs of words of the other direction, which
  // keep their own order (neutral words join the run they sit in).
  const units: string[][] = [];
  let run: string[] | null = null;
  words.forEach((word, index) => {
    const direction = directions[index];
    const opposite = direction !== 'neutral' && direction !== paragraph;
    if (opposite || (run && direction === 'neutral')) {
      if (!run) units.push((run = []));
      run.push(word);
    } else {
      run = null;
      units.push([word]);
    }
  });
  if (paragraph === 'rtl') return units.reverse().map((unit) => unit.join(' '));
  // Left-to-right paragraph: the embedded Arabic runs read right to left, one word at a time.
  return units.flatMap((unit) => (directionOf(unit[0]) === 'rtl' ? [...unit].reverse() : [unit.join(' ')]));
}
