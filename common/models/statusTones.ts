// The spec's palette of 11 status colours, cycled by index, and how a model's states get one each:
// two states of a model never share a colour ('Paid' and 'Shipped' were both blue).

export const STATUS_TONES = [
  'grey',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
  'brown',
] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

/** The tone a chip colour name stands for (MUI's names and the names other backends send). */
export const TONE_OF_COLOR: Readonly<Record<string, StatusTone>> = {
  default: 'grey',
  grey: 'grey',
  gray: 'grey',
  error: 'red',
  danger: 'red',
  red: 'red',
  warning: 'amber',
  yellow: 'amber',
  orange: 'orange',
  success: 'green',
  green: 'green',
  info: 'teal',
  primary: 'blue',
  blue: 'blue',
  secondary: 'purple',
};

export function isStatusTone(value: unknown): value is StatusTone {
  return typeof value === 'string' && (STATUS_TONES as readonly string[]).includes(value);
}

/**
 * One tone per state, in declaration order: the declared tone, else the one its colour stands for,
 * unless an earlier state has it; then the first free tone of the palette. Past 11 states the palette
 * cycles by index.
 */
export function assignTones(states: ReadonlyArray<{ color?: string; tone?: string }>): StatusTone[] {
  const taken = new Set<StatusTone>();
  return states.map((state, index) => {
    const wanted = isStatusTone(state.tone) ? state.tone : TONE_OF_COLOR[state.color ?? 'default'];
    const tone =
      wanted && !taken.has(wanted)
        ? wanted
        : (STATUS_TONES.find((candidate) => !taken.has(candidate)) ?? STATUS_TONES[index % STATUS_TONES.length]);
    taken.add(tone);
    return tone;
  });
}
