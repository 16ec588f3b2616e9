// Reading form values as the admin holds them and sends them: numbers as numbers or numeric text,
// empty inputs as '' or null, switches as 0/1 or true/false. Pure: the admin's forms use it too.

/** '' / null / undefined → null; a finite number or numeric text → the number; anything else → NaN. */
export function toNumber(raw: unknown): number | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : Number.NaN;
  if (typeof raw !== 'string') return Number.NaN;
  const text = raw.trim();
  if (text === '') return null;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** Trimmed text; '' for a missing value (a number becomes its text). */
export function toText(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
}

/** A switch: 1/true → 1, 0/false → 0, missing → `fallback`. */
export function toFlag(raw: unknown, fallback: 0 | 1): 0 | 1 {
  if (raw === undefined || raw === null) return fallback;
  return raw === 1 || raw === true || raw === '1' ? 1 : 0;
}

/** Ids of a picker, without duplicates, in the order given. */
export function toIds(raw: unknown): number[] {
  return Array.isArray(raw) ? [...new Set(raw.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0))] : [];
}

/** At most two decimal places (EGP amounts, percentages). */
export function hasTwoDecimalsAtMost(value: number): boolean {
  const scaled = value * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
