// The chip colours of the 11 status tones in light and dark mode: a pale background with dark text, or
// a deep background with pale text, so every pair passes WCAG AA (checked in tests/admin/list).
import * as colors from '@mui/material/colors';
import { darken, lighten } from '@mui/material/styles';
import { STATUS_TONES, type StatusTone } from '../../../common/models/statusTones';

const HUES: Record<StatusTone, Record<100 | 800, string>> = {
  grey: colors.grey,
  red: colors.red,
  orange: colors.deepOrange,
  amber: colors.amber,
  green: colors.green,
  teal: colors.teal,
  blue: colors.blue,
  indigo: colors.indigo,
  purple: colors.purple,
  pink: colors.pink,
  brown: colors.brown,
};

export interface ToneColors {
  background: string;
  color: string;
}

export function toneColors(tone: StatusTone, mode: 'light' | 'dark'): ToneColors {
  const hue = HUES[tone];
  return mode === 'light'
    ? { background: hue[100], color: darken(hue[800], 0.45) }
    : { background: darken(hue[800], 0.55), color: lighten(hue[100], 0.3) };
}

/** `& .status-chip[data-tone="teal"]` → its colours, for every tone. */
export function statusToneSx(mode: 'light' | 'dark'): Record<string, ToneColors> {
  return Object.fromEntries(
    STATUS_TONES.map((tone) => [`& .status-chip[data-tone="${tone}"]`, toneColors(tone, mode)]),
  );
}
