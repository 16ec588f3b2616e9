// A sub-programme's plan and the day draft's rules (spec 3 "draft program day", spec 4 "day draft"), read by
// the planner (which edits the draft in the browser) and the server (which refuses a plan breaking them):
// one key per day, one item of each kind and id under a key, removing a day clears everything under it.
// Pure functions: every change returns a new draft.

/** What a day can hold from the exercise library. */
export const ITEM_KINDS = ['category', 'exercise', 'round'] as const;
export type PlanItemKind = (typeof ITEM_KINDS)[number];

export interface PlanItem {
  kind: PlanItemKind;
  ref_id: number;
  sets: number | null;
  reps: number | null;
  duration_seconds: number | null;
  rest_seconds: number | null;
  notes: string | null;
  /** The library row's name, as the plan's load answers it (never sent back: the save ignores it). */
  name_en?: string | null;
  name_ar?: string | null;
}

export interface PlanDay {
  key: string;
  week: number;
  day: number;
  rest: 0 | 1;
  items: PlanItem[];
}

export interface PlanDraft {
  /** The version of the plan the draft started from (the save's version check). */
  version: number;
  days: PlanDay[];
}

/** An item's identity under a key: one of each kind and id per day. */
export const itemIdentity = (item: Pick<PlanItem, 'kind' | 'ref_id'>) => `${item.kind}:${item.ref_id}`;

export const sameItem = (a: Pick<PlanItem, 'kind' | 'ref_id'>, b: Pick<PlanItem, 'kind' | 'ref_id'>) =>
  a.kind === b.kind && a.ref_id === b.ref_id;

export function newItem(kind: PlanItemKind, refId: number, names?: Pick<PlanItem, 'name_en' | 'name_ar'>): PlanItem {
  const item: PlanItem = {
    kind,
    ref_id: refId,
    sets: null,
    reps: null,
    duration_seconds: null,
    rest_seconds: null,
    notes: null,
  };
  return names ? { ...item, ...names } : item;
}

function mapDay(draft: PlanDraft, key: string, change: (day: PlanDay) => PlanDay): PlanDraft {
  return { ...draft, days: draft.days.map((day) => (day.key === key ? change(day) : day)) };
}

/**
 * Adds an item under a day's key; one already there (same kind and id) is kept, not doubled. A rest day that
 * receives an item becomes a training day.
 */
export function addItem(draft: PlanDraft, key: string, item: PlanItem): PlanDraft {
  return mapDay(draft, key, (day) =>
    day.items.some((existing) => sameItem(existing, item)) ? day : { ...day, rest: 0, items: [...day.items, item] },
  );
}

export function removeItem(draft: PlanDraft, key: string, index: number): PlanDraft {
  return mapDay(draft, key, (day) => ({ ...day, items: day.items.filter((_, position) => position !== index) }));
}

export function updateItem(draft: PlanDraft, key: string, index: number, change: Partial<PlanItem>): PlanDraft {
  return mapDay(draft, key, (day) => ({
    ...day,
    items: day.items.map((item, position) => (position === index ? { ...item, ...change } : item)),
  }));
}

/** Removes a day and everything under its key. */
export function removeDay(draft: PlanDraft, key: string): PlanDraft {
  return { ...draft, days: draft.days.filter((day) => day.key !== key) };
}

/** A virtual day after `afterKey` (same week and weekday), keyed so no other day has its key. */
export function addVirtualDay(draft: PlanDraft, afterKey: string, makeKey: () => string): PlanDraft {
  const index = draft.days.findIndex((day) => day.key === afterKey);
  if (index === -1) return draft;
  const after = draft.days[index];
  let key = makeKey();
  while (draft.days.some((day) => day.key === key)) key = makeKey();
  const virtual: PlanDay = { key, week: after.week, day: after.day, rest: 0, items: [] };
  return { ...draft, days: [...draft.days.slice(0, index + 1), virtual, ...draft.days.slice(index + 1)] };
}

/**
 * Moves an item (drag and drop, or the keyboard's move buttons) to a position of the same or another day
 * (a rest day receiving it becomes a training day). Moving onto a day that already holds the same item drops the moved copy, so each key keeps one.
 */
export function moveItem(
  draft: PlanDraft,
  from: { key: string; index: number },
  to: { key: string; index: number },
): PlanDraft {
  const source = draft.days.find((day) => day.key === from.key);
  const item = source?.items[from.index];
  if (!source || !item || !draft.days.some((day) => day.key === to.key)) return draft;
  const without = removeItem(draft, from.key, from.index);
  return mapDay(without, to.key, (day) => {
    if (from.key !== to.key && day.items.some((existing) => sameItem(existing, item))) return day;
    const items = [...day.items];
    items.splice(Math.max(0, Math.min(to.index, items.length)), 0, item);
    return { ...day, rest: 0, items };
  });
}

/** Where a plan breaks the rules: days repeating an earlier key, and items repeating one earlier in their day. */
export function planDuplicates(
  days: ReadonlyArray<Pick<PlanDay, 'key'> & { items: ReadonlyArray<Pick<PlanItem, 'kind' | 'ref_id'>> }>,
) {
  const dayIndexes: number[] = [];
  const items: Array<{ day: number; position: number }> = [];
  const keys = new Set<string>();
  days.forEach((day, index) => {
    if (keys.has(day.key)) dayIndexes.push(index);
    keys.add(day.key);
    const seen = new Set<string>();
    day.items.forEach((item, position) => {
      if (seen.has(itemIdentity(item))) items.push({ day: index, position });
      seen.add(itemIdentity(item));
    });
  });
  return { days: dayIndexes, items };
}

/** The plan as the save takes it: the library names are only shown, never sent. */
export function planBody(draft: PlanDraft) {
  return {
    version: draft.version,
    days: draft.days.map((day) => ({
      ...day,
      items: day.items.map(({ name_en: _en, name_ar: _ar, ...item }) => item),
    })),
  };
}

/** An item's library name in the language shown, the other language's when it has none. */
export function itemName(item: Pick<PlanItem, 'name_en' | 'name_ar'>, language: 'en' | 'ar'): string | null {
  const [first, second] = language === 'ar' ? [item.name_ar, item.name_en] : [item.name_en, item.name_ar];
  return first || second || null;
}
