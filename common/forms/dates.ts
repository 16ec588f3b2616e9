// Start/end dates of forms (`YYYY-MM-DD`): required, valid, start not before today, end after start.
// Pure: the admin checks with the user's today, the server with `earliestToday()`.
import type { Problems } from './problems';
import { toText } from './values';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/**
 * The earliest date that is today somewhere (UTC−12): the admin checks "not before today" on the
 * user's own calendar, so the server must not refuse a date that is already today for that user.
 */
export function earliestToday(now = Date.now()): string {
  return new Date(now - 12 * 3_600_000).toISOString().slice(0, 10);
}

export interface DateRangeRule {
  startField: string;
  endField: string;
  /** Today (`YYYY-MM-DD`) on the calendar of whoever checks. */
  today: string;
  /** The stored start when editing: keeping it is allowed even once it has passed. */
  storedStart?: string | null;
  /** `true`: the end may fall on the start's day; otherwise it must be later. */
  sameDayAllowed?: boolean;
}

/** Checks both dates (codes start_required, end_required, invalid_date, start_past, end_after_start). */
export function checkDateRange(
  input: Record<string, unknown>,
  problems: Problems,
  rule: DateRangeRule,
): { start: string | null; end: string | null } {
  const read = (field: string, requiredCode: string): string | null => {
    const text = toText(input[field]);
    if (text === '') problems.add(field, requiredCode);
    else if (!isIsoDate(text)) problems.add(field, 'invalid_date');
    else return text;
    return null;
  };
  const start = read(rule.startField, 'start_required');
  const end = read(rule.endField, 'end_required');
  if (start !== null && start < rule.today && start !== rule.storedStart) problems.add(rule.startField, 'start_past');
  if (start !== null && end !== null && (rule.sameDayAllowed ? end < start : end <= start))
    problems.add(rule.endField, 'end_after_start');
  return { start, end };
}
