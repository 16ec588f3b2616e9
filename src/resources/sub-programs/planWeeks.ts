// The planner's days grouped by week, in their order (extra days stay in the week they were added to),
// each day with the keys of the days before and after it for the keyboard's move buttons.
import type { PlanDay } from '../../../common/programmes/plan';

export interface PlacedDay {
  day: PlanDay;
  previousKey: string | null;
  nextKey: string | null;
}

export interface PlanWeek {
  week: number;
  days: PlacedDay[];
  items: number;
}

export function planWeeks(days: readonly PlanDay[]): PlanWeek[] {
  const weeks: PlanWeek[] = [];
  days.forEach((day, index) => {
    const placed = { day, previousKey: days[index - 1]?.key ?? null, nextKey: days[index + 1]?.key ?? null };
    const last = weeks[weeks.length - 1];
    if (last && last.week === day.week) {
      last.days.push(placed);
      last.items += day.items.length;
    } else weeks.push({ week: day.week, days: [placed], items: day.items.length });
  });
  return weeks;
}
