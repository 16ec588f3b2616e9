// How an estimated figure reads: rounded to three significant digits ("about 673,000"), since the
// sample it comes from is not more precise than that.
import { formatNumber } from '../format';

export function roundEstimate(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(value))) - 2);
  return Math.round(value / step) * step;
}

/** The estimate in the language's digits, without the word "about". */
export function formatEstimate(value: number, locale: string): string {
  return formatNumber(roundEstimate(value), locale);
}
