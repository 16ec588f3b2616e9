// Option entries that several lists share, worded and coloured once: a "Pending" chip reads and looks the
// same on every list that has one. A list takes them by key (`states('active', 'expired')`) or among its
// own entries (`options({ pending: STATE.pending, approved: [...] })`).
import { options } from './common';
import type { OptionList, StatusColor } from './types';

type Entry = readonly [en: string, ar: string, color: StatusColor];

export const STATE = {
  pending: ['Pending', 'قيد الانتظار', 'warning'],
  active: ['Active', 'نشط', 'success'],
  draft: ['Draft', 'مسودة', 'default'],
  expired: ['Expired', 'منتهي', 'error'],
  cancelled: ['Cancelled', 'ملغي', 'default'],
  rejected: ['Rejected', 'مرفوض', 'error'],
} as const satisfies Record<string, Entry>;

/** An option list made only of shared entries, in the order given. */
export function states(...keys: readonly (keyof typeof STATE)[]): OptionList {
  return options(Object.fromEntries(keys.map((key) => [key, STATE[key]])));
}

/** A person's gender, as members and the offers aimed at them name it. */
export const GENDERS = options({ male: ['Male', 'ذكر'], female: ['Female', 'أنثى'] });
