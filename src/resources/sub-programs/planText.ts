// The planner's texts built from numbers: a day's title and an item's sets, reps or time and rest with their
// units, in the screen's digits (planNumber) and with the plural form the number takes.
import type { PlanDay, PlanItem } from '../../../common/programmes/plan';
import { planNumber } from './planNumber';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function dayTitle(translate: Translate, day: Pick<PlanDay, 'key' | 'week' | 'day'>, language: string): string {
  const virtual = day.key.startsWith('v-');
  return translate(virtual ? 'programmes.planner.virtual_title' : 'programmes.planner.day_title', {
    week: planNumber(day.week, language),
    day: planNumber(day.day, language),
  });
}

export function weekTitle(translate: Translate, week: number, language: string): string {
  return translate('programmes.planner.week_title', { week: planNumber(week, language) });
}

const counted = (translate: Translate, key: string, value: number, language: string) =>
  translate(key, { smart_count: value, count: planNumber(value, language) });

/** "3 sets × 12 reps · rest 60 s" (a timed item: "3 sets × 45 s"); null when none of them is set. */
export function itemNumbers(
  translate: Translate,
  item: Pick<PlanItem, 'sets' | 'reps' | 'duration_seconds' | 'rest_seconds'>,
  language: string,
): string | null {
  const seconds = (value: number) => counted(translate, 'planner.seconds', value, language);
  const sets = item.sets === null ? null : counted(translate, 'planner.sets', item.sets, language);
  const amount =
    item.reps !== null
      ? counted(translate, 'planner.reps', item.reps, language)
      : item.duration_seconds !== null
        ? seconds(item.duration_seconds)
        : null;
  const work = sets && amount ? translate('planner.amount', { sets, amount }) : (sets ?? amount);
  const rest = item.rest_seconds === null ? null : translate('planner.rest', { seconds: seconds(item.rest_seconds) });
  const parts = [work, rest].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
