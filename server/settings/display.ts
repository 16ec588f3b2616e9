// The display settings every signed-in admin's screens follow, whatever their permissions: read from the
// settings table with the catalogue's defaults.
import type { Kysely } from 'kysely';
import { shape, str } from '../openapi/answers';
import { listCurrency } from '../search/currency';
import { SETTINGS_CATALOGUE } from './catalogue';

export const DISPLAY_SETTINGS = { arabic_digits: 'display.arabic_digits' } as const;

/** `displaySettings()`: each a choice of its setting (the first one when unset). */
export const displaySettingsSchema = shape(
  {
    arabic_digits: { enum: (SETTINGS_CATALOGUE[DISPLAY_SETTINGS.arabic_digits].choices ?? []).map((c) => c.value) },
    currency: str,
  },
  ['arabic_digits'],
);

/** The digits of Arabic, and the currency every amount is shown in (the `currency` setting, EGP by default). */
export async function displaySettings(
  db: Kysely<any>,
): Promise<Record<keyof typeof DISPLAY_SETTINGS | 'currency', string>> {
  const keys = Object.values(DISPLAY_SETTINGS);
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  const stored = new Map(rows.map((row) => [String(row.key), String(row.value)]));
  const choiceOf = (key: string) => {
    const options = (SETTINGS_CATALOGUE[key].choices ?? []).map((choice) => choice.value);
    let value: unknown = null;
    try {
      value = JSON.parse(stored.get(key) ?? 'null');
    } catch {
      // A value written before the catalogue knew the key: the default applies.
    }
    return typeof value === 'string' && options.includes(value) ? value : options[0];
  };
  return { arabic_digits: choiceOf(DISPLAY_SETTINGS.arabic_digits), currency: await listCurrency(db) };
}
