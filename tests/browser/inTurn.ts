// A flow that reads the same in both languages runs once, not twice: the flows a file hands to `inTurn`
// take English and Arabic in turn, so each file still drives both languages and right-to-left while the
// suite's run time does not double. Flows about direction or number formats stay on `it`, in both; the
// accessibility sweep, sign-in and the shell check every screen in both languages.
import { it, type TestFunction } from 'vitest';
import type { Language } from './harness';

/** Registers its flows in `language` only when it is that flow's turn; the first flow goes to `first`. */
export function inTurn(language: Language, first: Language = 'en') {
  let index = 0;
  return (name: string, flow: TestFunction, timeout?: number): void => {
    const turn = index++ % 2 === 0 ? first : first === 'en' ? 'ar' : 'en';
    if (turn === language) it(name, flow, timeout);
  };
}
