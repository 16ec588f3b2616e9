// Copying in the planner's draft: one day's items onto other days, one week's days onto other weeks. The
// copies replace what the targets held (their items and whether they rest); the source stays as it is.
import type { PlanDay, PlanDraft } from './plan';

const cloneItems = (day: PlanDay) => day.items.map((item) => ({ ...item }));

/** The day under `fromKey` copied onto the days under `toKeys` (itself left out). */
export function copyDay(draft: PlanDraft, fromKey: string, toKeys: readonly string[]): PlanDraft {
  const source = draft.days.find((day) => day.key === fromKey);
  const targets = new Set(toKeys.filter((key) => key !== fromKey));
  if (!source || targets.size === 0) return draft;
  return {
    ...draft,
    days: draft.days.map((day) =>
      targets.has(day.key) ? { ...day, rest: source.rest, items: cloneItems(source) } : day,
    ),
  };
}

const GENERATED_KEY = /^w\d+d\d+$/;

/**
 * Week `fromWeek`'s days copied onto each week of `toWeeks` (weeks the plan has; itself left out): a target
 * week's days are replaced, in its place, by copies of the source week's days. A generated day's copy gets
 * the target week's generated key (`w{week}d{day}`), an extra day's copy a new key from `makeKey`.
 */
export function copyWeek(
  draft: PlanDraft,
  fromWeek: number,
  toWeeks: readonly number[],
  makeKey: () => string,
): PlanDraft {
  const source = draft.days.filter((day) => day.week === fromWeek);
  const targets = new Set(toWeeks.filter((week) => week !== fromWeek));
  if (source.length === 0 || ![...targets].some((week) => draft.days.some((day) => day.week === week))) return draft;
  const taken = new Set(draft.days.filter((day) => !targets.has(day.week)).map((day) => day.key));
  const keyFor = (day: PlanDay, week: number) => {
    let key = GENERATED_KEY.test(day.key) ? `w${week}d${day.day}` : makeKey();
    while (taken.has(key)) key = makeKey();
    taken.add(key);
    return key;
  };
  const copied = new Set<number>();
  const days: PlanDay[] = [];
  for (const day of draft.days) {
    if (!targets.has(day.week)) days.push(day);
    else if (!copied.has(day.week)) {
      copied.add(day.week);
      for (const from of source)
        days.push({
          key: keyFor(from, day.week),
          week: day.week,
          day: from.day,
          rest: from.rest,
          items: cloneItems(from),
        });
    }
  }
  return { ...draft, days };
}
