// The quick date filters of the list screen (spec 9). Pure functions of "today" so they can be
// table-tested; weeks run Saturday to Friday.

export type DateShortcut = 'today' | 'tomorrow' | 'currentWeek' | 'currentMonth' | 'nextWeek' | 'nextMonth';

export const DATE_SHORTCUTS: readonly DateShortcut[] = [
  'today',
  'tomorrow',
  'currentWeek',
  'currentMonth',
  'nextWeek',
  'nextMonth',
];

export interface DateRange {
  /** First day, `YYYY-MM-DD` (local calendar). */
  from: string;
  /** Last day, inclusive, `YYYY-MM-DD`. */
  to: string;
}

const FRIDAY = 5;
const SATURDAY = 6;

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Local calendar date as `YYYY-MM-DD` (toISOString would shift it to UTC). */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Days from `date` to the next `weekday` on or after it (0 when it is that weekday). */
function daysUntil(date: Date, weekday: number): number {
  return (weekday - date.getDay() + 7) % 7;
}

export function dateShortcutRange(shortcut: DateShortcut, today: Date = new Date()): DateRange {
  const range = (from: Date, to: Date): DateRange => ({ from: isoDay(from), to: isoDay(to) });
  switch (shortcut) {
    case 'today':
      return range(today, today);
    case 'tomorrow':
      return range(addDays(today, 1), addDays(today, 1));
    case 'currentWeek':
      // Through Friday; on a Saturday that is 6 days ahead.
      return range(today, addDays(today, daysUntil(today, FRIDAY)));
    case 'nextWeek': {
      // The 7 days from the next Saturday (a week later when today is Saturday).
      const start = addDays(today, daysUntil(today, SATURDAY) || 7);
      return range(start, addDays(start, 6));
    }
    case 'currentMonth':
      return range(today, new Date(today.getFullYear(), today.getMonth() + 1, 0));
    case 'nextMonth':
      return range(
        new Date(today.getFullYear(), today.getMonth() + 1, 1),
        new Date(today.getFullYear(), today.getMonth() + 2, 0),
      );
  }
}
