// Dates of seeded rows: days counted from a row's creation time, and what a row's age says of its state.
import type { Random } from './random';

export const DAY = 86_400_000;

/** The date column's value (YYYY-MM-DD) of a time in milliseconds. */
export const isoDate = (time: number): string => new Date(time).toISOString().slice(0, 10);

/**
 * A state picked by weight, from `recent` for a row created less than `days` ago and from `older`
 * otherwise: what was made lately is still under way, what is older is mostly settled.
 */
export function weightedByAge<T>(
  random: Random,
  createdAt: string,
  days: number,
  recent: readonly (readonly [T, number])[],
  older: readonly (readonly [T, number])[],
): T {
  return random.weighted(Date.now() - Date.parse(createdAt) < days * DAY ? recent : older);
}
