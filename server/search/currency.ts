// The currency amounts are shown in: the `currency` setting (an ISO 4217 code), EGP when it is unset or
// not a code.
import type { Kysely } from 'kysely';

export const DEFAULT_CURRENCY = 'EGP';

export async function listCurrency(db: Kysely<any>): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'currency').executeTakeFirst();
  if (!row) return DEFAULT_CURRENCY;
  try {
    const value: unknown = JSON.parse(String(row.value));
    return typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}
