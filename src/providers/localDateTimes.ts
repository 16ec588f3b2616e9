// A date-time filter (a datetime-local input, or a quick date filter on a timestamp) holds the admin's
// local wall-clock time, and the table shows timestamps in local time too; the server reads a time
// without a zone as UTC. Before a search is sent, such values get the admin's UTC offset for that moment
// (daylight saving included), so "from 10:00" means 10:00 where the admin is. The URL keeps the local text.

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function offsetText(minutesEastOfUtc: number): string {
  const sign = minutesEastOfUtc < 0 ? '-' : '+';
  const absolute = Math.abs(minutesEastOfUtc);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** `2026-11-24T10:00` → `2026-11-24T10:00+02:00` in Cairo; any other value is returned as it is. */
export function withLocalOffset(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute, second] = match;
  const local = new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second ?? 0),
  );
  if (Number.isNaN(local.getTime())) return value;
  return `${value}${offsetText(-local.getTimezoneOffset())}`;
}

/** The filters with every local date-time given its offset. */
export function filtersInLocalTime<T extends Record<string, unknown>>(filters: T): T {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, withLocalOffset(value)])) as T;
}
