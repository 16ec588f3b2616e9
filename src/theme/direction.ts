// The layout direction: the language's own (Arabic right to left), unless the customizer forces one.
import { isRightToLeft, type Language } from '../providers/language';
import { usePreferences, type DirectionChoice } from './preferences';
import { useLanguage } from './useLanguage';

export type Direction = 'ltr' | 'rtl';

export const naturalDirection = (language: Language): Direction => (isRightToLeft(language) ? 'rtl' : 'ltr');

export function effectiveDirection(language: Language, choice: DirectionChoice): Direction {
  return choice === 'auto' ? naturalDirection(language) : choice;
}

/**
 * The choice that makes the layout right-to-left (`rtl = true`) or not: forcing the language's own
 * direction is stored as `auto`, so a later language switch flips the layout again.
 */
export function directionChoiceFor(language: Language, rtl: boolean): DirectionChoice {
  const wanted: Direction = rtl ? 'rtl' : 'ltr';
  return wanted === naturalDirection(language) ? 'auto' : wanted;
}

export function useDirection(): Direction {
  const { direction } = usePreferences();
  return effectiveDirection(useLanguage(), direction);
}
