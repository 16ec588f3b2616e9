// Spec 9's date shortcuts: weeks run Saturday to Friday.
import { describe, expect, it } from 'vitest';
import { dateShortcutRange, type DateShortcut } from '../../../src/list/dateShortcuts';

const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number);
  return new Date(year, month - 1, date, 15, 30); // mid-afternoon: the time of day must not matter
};

// [today, shortcut, from, to]
const cases: Array<[string, DateShortcut, string, string]> = [
  // Thursday
  ['2026-01-15', 'today', '2026-01-15', '2026-01-15'],
  ['2026-01-15', 'tomorrow', '2026-01-16', '2026-01-16'],
  ['2026-01-15', 'currentWeek', '2026-01-15', '2026-01-16'],
  ['2026-01-15', 'nextWeek', '2026-01-17', '2026-01-23'],
  ['2026-01-15', 'currentMonth', '2026-01-15', '2026-01-31'],
  ['2026-01-15', 'nextMonth', '2026-02-01', '2026-02-28'],
  // Friday: the current week is today alone, the next starts tomorrow
  ['2026-01-16', 'currentWeek', '2026-01-16', '2026-01-16'],
  ['2026-01-16', 'nextWeek', '2026-01-17', '2026-01-23'],
  // Saturday: the current week runs 6 days ahead, the next starts a week later
  ['2026-01-17', 'currentWeek', '2026-01-17', '2026-01-23'],
  ['2026-01-17', 'nextWeek', '2026-01-24', '2026-01-30'],
  ['2026-01-17', 'tomorrow', '2026-01-18', '2026-01-18'],
  // Sunday
  ['2026-01-18', 'currentWeek', '2026-01-18', '2026-01-23'],
  ['2026-01-18', 'nextWeek', '2026-01-24', '2026-01-30'],
  // Year end
  ['2025-12-31', 'tomorrow', '2026-01-01', '2026-01-01'],
  ['2025-12-31', 'currentWeek', '2025-12-31', '2026-01-02'],
  ['2025-12-31', 'nextWeek', '2026-01-03', '2026-01-09'],
  ['2025-12-31', 'currentMonth', '2025-12-31', '2025-12-31'],
  ['2025-12-31', 'nextMonth', '2026-01-01', '2026-01-31'],
  // Leap year
  ['2028-01-20', 'nextMonth', '2028-02-01', '2028-02-29'],
  ['2028-02-29', 'currentMonth', '2028-02-29', '2028-02-29'],
];

describe('date shortcuts', () => {
  it.each(cases)('on %s, %s runs from %s to %s', (today, shortcut, from, to) => {
    expect(dateShortcutRange(shortcut, day(today))).toEqual({ from, to });
  });
});
