// Conversions every form needs between a loaded item, the inputs' values (text, switches, id lists)
// and the request body.
import { toNumber } from '../../common/forms/values';

/** What a date input holds when its text is not a real date (the rules answer 'Enter a valid date'). */
export const INVALID_DATE = 'invalid';

/** A stored value as input text ('' for nothing). */
export const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A stored 0/1 (or boolean) as a switch; `fallback` when missing. */
export const asFlag = (value: unknown, fallback = false): boolean =>
  value === undefined || value === null ? fallback : value === 1 || value === true || value === '1';

/** Ids of a loaded item: its id list, else the ids of its `{ id, label }` list. */
export function asIds(value: unknown, list?: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return Array.isArray(list) ? list.map((item: { id?: unknown }) => Number(item?.id)) : [];
}

/** `YYYY-MM-DD` of a stored date or timestamp. */
export const asDate = (value: unknown): string => asText(value).slice(0, 10);

/** A number input's text as a number; '' → null; text that is not a number goes as it is (the rules answer it). */
export function numberOrText(value: string): number | string | null {
  const number = toNumber(value);
  return number === null ? null : Number.isNaN(number) ? value : number;
}

/** '' → null, other text trimmed. */
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The local calendar's today, `YYYY-MM-DD` (the server allows for every time zone). */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
