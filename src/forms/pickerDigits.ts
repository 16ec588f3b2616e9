// The pickers' digits: MUI X draws a field's sections and the calendar's and clock's numbers with what
// the date adapter formats, and reads typed Arabic-Indic digits back when the adapter writes them. date-fns
// always writes Latin digits, so in Arabic-Indic screens the adapter's output is mapped to those digits.
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { intlLocale } from '../providers/digits';

const LATIN = '0123456789';

/** The ten digits numbers are written with in a react-admin locale (intlLocale, so the digits setting). */
export function localeDigits(locale: string): string {
  const format = new Intl.NumberFormat(intlLocale(locale), { useGrouping: false });
  return Array.from({ length: 10 }, (_, digit) => format.format(digit)).join('');
}

const adapters = new Map<string, typeof AdapterDateFns>();

/** AdapterDateFns writing the given digits (one class per digit system, so the pickers are not remounted). */
export function adapterWithDigits(digits: string): typeof AdapterDateFns {
  if (digits === LATIN) return AdapterDateFns;
  const known = adapters.get(digits);
  if (known) return known;
  const mapped = (text: string) => text.replace(/[0-9]/g, (digit) => digits[Number(digit)]);
  const latin = (text: string) =>
    [...text].map((char) => (digits.includes(char) ? digits.indexOf(char) : char)).join('');
  class LocalDigitsAdapter extends AdapterDateFns {
    constructor(...args: ConstructorParameters<typeof AdapterDateFns>) {
      super(...args);
      // The base class sets these as fields (arrow functions): wrap them once they exist.
      const formatByString = this.formatByString;
      const formatNumber = this.formatNumber;
      const parse = this.parse;
      this.formatByString = (value, format) => mapped(formatByString(value, format));
      this.formatNumber = (value) => mapped(formatNumber(value));
      // A whole pasted date is parsed by date-fns, which reads Latin digits only.
      this.parse = (value, format) => parse(latin(value), format);
      // MUI X tells a padded year by a formatted year 1 starting with a Latin '0'; with other digits it
      // needs the year's length instead.
      this.formatTokenMap = {
        ...this.formatTokenMap,
        yy: { sectionType: 'year', contentType: 'digit', maxLength: 2 },
        yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
      };
    }
  }
  adapters.set(digits, LocalDigitsAdapter);
  return LocalDigitsAdapter;
}
