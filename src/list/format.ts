// Number and date formatting of list cells for the interface language.

import { intlLocale } from '../providers/digits';
import { displayCurrency } from '../providers/displayCurrency';

/** The Intl locale of a react-admin locale, in the digits the settings choose (src/providers/digits.ts). */
export { intlLocale };

// Building an Intl formatter costs far more than using one, and a 150-row page formats hundreds of
// cells: one formatter per locale and style is kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, decimals: boolean, currency?: string): Intl.NumberFormat {
  const key = `${intlLocale(locale)} ${decimals} ${currency ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      ...(decimals ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {}),
      ...(currency ? { style: 'currency', currency } : {}),
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** Column types whose cells are numbers: aligned to the end, in figures of one width. */
export const NUMERIC_TYPES: ReadonlySet<string> = new Set(['amount', 'number']);

function dateFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${intlLocale(locale)} ${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** Parses an amount: strings containing a dot are decimals, others integers; separators are ignored. */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const plain = value.replace(/,/g, '').trim();
  const parsed = plain.includes('.') ? Number.parseFloat(plain) : Number.parseInt(plain, 10);
  return Number.isNaN(parsed) ? null : parsed;
}

/**
 * Two decimals with thousands separators, with the currency when given ('EGP 1,250.00',
 * '١٬٢٥٠٫٠٠ ج.م.‏'); unparseable values are shown as they are.
 */
export function formatAmount(value: unknown, locale: string, currency?: string): string {
  const amount = parseAmount(value);
  if (amount === null) return value == null ? '' : String(value);
  return numberFormat(locale, true, currency).format(amount);
}

/** formatAmount for one column: the formatter is looked up once, not once per cell. */
export function amountFormatter(locale: string, currency?: string): (value: unknown) => string {
  const format = numberFormat(locale, true, currency);
  return (value) => {
    const amount = parseAmount(value);
    return amount === null ? (value == null ? '' : String(value)) : format.format(amount);
  };
}

/** formatNumber for one column. */
export function numberFormatter(locale: string): (value: unknown) => string {
  const format = numberFormat(locale, false);
  return (value) => {
    const number = parseAmount(value);
    return number === null ? (value == null ? '' : String(value)) : format.format(number);
  };
}

export function formatNumber(value: unknown, locale: string): string {
  const number = parseAmount(value);
  if (number === null) return value == null ? '' : String(value);
  return numberFormat(locale, false).format(number);
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  // A calendar day is that day wherever the browser is (Date would read it as UTC midnight).
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: unknown, locale: string, withTime = false): string {
  const date = toDate(value);
  if (!date) return value == null ? '' : String(value);
  return dateFormat(locale, withTime).format(date);
}

/** formatDate for one column. */
export function dateFormatter(locale: string, withTime: boolean): (value: unknown) => string {
  const format = dateFormat(locale, withTime);
  return (value) => {
    const date = toDate(value);
    return date ? format.format(date) : value == null ? '' : String(value);
  };
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A chart month ('2026-03') by name in the language: 'Mar 2026' / 'مارس ٢٠٢٦' (`short` drops the year
 * for an axis: 'Mar' / 'مارس'); anything else is shown as it is.
 */
export function formatMonth(month: string, locale: string, short = false): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const key = `${intlLocale(locale)} ${short}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      intlLocale(locale),
      short ? { month: 'short' } : { month: 'short', year: 'numeric' },
    );
    monthFormats.set(key, format);
  }
  return format.format(new Date(Number(match[1]), Number(match[2]) - 1, 1));
}

/**
 * Note dates are shown in the en-GB layout (spec 9), e.g. 05/01/2026, 10:30: in Arabic the same day/month/year
 * and 24-hour layout, in the digits the settings choose (٠٥/٠١/٢٠٢٦، ١٠:٣٠). The record's history beside the
 * notes uses it too, so the notes dialog has one date format.
 */
export function formatNoteDate(value: string, locale = 'en'): string {
  const date = toDate(value);
  if (!date) return value;
  return date.toLocaleString(locale.startsWith('ar') ? intlLocale(locale) : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/**
 * An amount in its currency, one format per language in the screen's digits: 'EGP 1,250.00' in English,
 * '‏١٬٢٥٠٫٠٠ ج.م.‏' in Arabic ('1,250.00 ج.م.‏' with Latin digits). The currency defaults to the display
 * setting's; unparseable values are shown as they are.
 */
export function formatMoney(value: unknown, locale: string, currency: string = displayCurrency()): string {
  return formatAmount(value, locale, currency);
}

/** formatMoney for one column (or one table of a details page). */
export function moneyFormatter(locale: string, currency: string = displayCurrency()): (value: unknown) => string {
  return amountFormatter(locale, currency);
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A percentage given in hundredths' units (10 → '10%', '١٠٪؜'), up to two decimals. */
export function formatPercent(value: unknown, locale: string): string {
  const number = parseAmount(value);
  if (number === null) return value == null ? '' : String(value);
  const key = intlLocale(locale);
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(key, { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(key, format);
  }
  return format.format(number / 100);
}

/** The unit a discount's type gives its value: `percentage` (a status cell or its raw value), else money. */
export function discountUnit(type: unknown): 'percent' | 'money' {
  const raw = typeof type === 'object' && type !== null && 'value' in type ? (type as { value: unknown }).value : type;
  return raw === 'percentage' ? 'percent' : 'money';
}

/** A discount's value as its type says: '10%' for a percentage, 'EGP 50.00' for a fixed amount. */
export function formatDiscountValue(value: unknown, type: unknown, locale: string, currency?: string): string {
  return discountUnit(type) === 'percent' ? formatPercent(value, locale) : formatMoney(value, locale, currency);
}
