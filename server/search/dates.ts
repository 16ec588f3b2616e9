// Date range bounds. Stored dates are `YYYY-MM-DD` and timestamps ISO-8601 UTC text, so bounds are
// compared as strings. A `_to` date without a time includes that whole day.
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DAY = 86_400_000;

export interface DateBound {
  operator: '>=' | '<=' | '<';
  value: string;
}

function validDay(year: number, month: number, day: number): number | null {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}

export function parseDateBound(raw: string, bound: 'from' | 'to', column: 'date' | 'timestamp'): DateBound | null {
  const text = raw.trim();
  const dateOnly = DATE.exec(text);
  if (dateOnly) {
    const day = validDay(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
    if (day === null) return null;
    if (column === 'date') return { operator: bound === 'from' ? '>=' : '<=', value: text };
    if (bound === 'from') return { operator: '>=', value: new Date(day).toISOString() };
    return { operator: '<', value: new Date(day + DAY).toISOString() };
  }
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  if (
    validDay(Number(year), Number(month), Number(day)) === null ||
    Number(hour) > 23 ||
    Number(minute) > 59 ||
    Number(second ?? 0) > 59
  ) {
    return null;
  }
  // Without seconds, `_to` runs to the end of that minute; a time without a zone is UTC.
  const secondsPart = second ?? (bound === 'to' ? '59' : '00');
  const fractionPart = fraction ? fraction.padEnd(3, '0') : second === undefined && bound === 'to' ? '999' : '000';
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${secondsPart}.${fractionPart}${zone ? zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : 'Z'}`;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const value = new Date(time).toISOString();
  if (column === 'date') return { operator: bound === 'from' ? '>=' : '<=', value: value.slice(0, 10) };
  return { operator: bound === 'from' ? '>=' : '<=', value };
}
