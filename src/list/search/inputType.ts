// Field types of the server → HTML input types (spec 2.4: bigint → number, varchar → text,
// timestamp → datetime-local).
const INPUT_TYPES: Record<string, string> = {
  bigint: 'number',
  int: 'number',
  integer: 'number',
  decimal: 'number',
  number: 'number',
  timestamp: 'datetime-local',
  datetime: 'datetime-local',
  date: 'date',
  varchar: 'text',
  text: 'text',
};

export function inputTypeOf(fieldType: string): string {
  return INPUT_TYPES[fieldType] ?? 'text';
}

/** Value of an input → filter value: number inputs give numbers, the rest text. */
export function inputValue(fieldType: string, raw: string): string | number {
  if (raw === '' || inputTypeOf(fieldType) !== 'number') return raw;
  const number = Number(raw);
  return Number.isNaN(number) ? raw : number;
}
