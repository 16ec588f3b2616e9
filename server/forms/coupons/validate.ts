// The coupon form on the server: the shared rules (rules.ts), then the database's part — the code is
// not used by another coupon and every chosen programme exists.
import type { FormBody, FormContext, Validated } from '../shared/form-routes';
import { isTaken } from '../shared/lookups';
import { toText } from '../shared/values';
import { couponLinks } from './links';
import { checkCoupon } from './rules';

const UNKNOWN_CODE: Record<string, string> = { program_ids: 'unknown_programs', diet_program_ids: 'unknown_diet_programs' };

export async function validateCoupon(body: FormBody, context: FormContext): Promise<Validated> {
  const { db, existing, linked, problems } = context;
  const checked = checkCoupon(body, {
    today: context.today,
    stored: existing ? { valid_from: String(existing.valid_from), used_count: Number(existing.used_count) } : null,
  });
  Object.entries(checked.problems.byField).forEach(([field, list]) => list.forEach(({ code, params }) => problems.add(field, code, params)));

  const code = toText(body.code);
  if (!problems.has('code') && (await isTaken(db, 'coupons', { code }, existing ? Number(existing.id) : undefined))) problems.add('code', 'code_taken');
  for (const link of couponLinks.links) {
    const unknown = await couponLinks.unknownIds(db, link, checked.links[link.idsKey as keyof typeof checked.links], linked[link.idsKey] ?? []);
    if (unknown.length > 0) problems.add(link.idsKey, UNKNOWN_CODE[link.idsKey], { ids: unknown.join(', ') });
  }

  const values = checked.values ? { ...checked.values, ...(existing ? {} : { used_count: 0 }) } : {};
  return { values, links: checked.links };
}
