// Polyglot's interpolation with the numbers given to a message (counts, priorities, sizes) written like the
// screen's other numbers: in Arabic, in the digits the display setting chooses ('٣ أعضاء'). Texts (names,
// figures formatted already) are put in as they are. Plural forms are still chosen by the number itself.
import { formatNumber } from '../layout/formatNumber';
import { toLanguage } from './language';

/** A record's id (`id`, `row_id`…) is a name, not a quantity: it stays as stored, like the ID column. */
const isIdentifier = (argument: string) => argument === 'id' || argument.endsWith('_id');

type Interpolate = (expression: string, argument: string) => unknown;

/** Polyglot's `replace` option for messages in the language `languageOf()` names when they are filled in. */
export function numbersInScreenDigits(languageOf: () => string) {
  return function replace(this: string, pattern: RegExp, interpolate: Interpolate): string {
    const arabic = toLanguage(languageOf()) === 'ar';
    return this.replace(pattern, (expression: string, argument: string) => {
      const value = interpolate(expression, argument);
      return arabic && typeof value === 'number' && !isIdentifier(argument) ? formatNumber(value, 'ar') : String(value);
    });
  };
}
