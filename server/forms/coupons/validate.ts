// The coupon form on the server: the shared rules (common/forms/coupons), then the database's part — the
// code is not used by another coupon and every chosen programme exists.
import { couponLinksOf } from '../../../common/forms/coupons/rules';
import { couponRules } from '../../../common/forms/coupons/schema';
import { toText } from '../../../common/forms/values';
import type { FormBody, FormContext, Validated } from '../shared/form-routes';
import { isTaken } from '../shared/lookups';
import { applyRules } from '../shared/rules';
import { couponLinks } from './links';

export async function validateCoupon(body: FormBody, context: FormContext): Promise<Validated> {
  const { db, existing, problems } = context;
  const stored = existing ? { valid_from: String(existing.valid_from), used_count: Number(existing.used_count) } : null;
  const values = applyRules(couponRules({ today: context.today, stored }), body, problems);
  const code = toText(body.code);
  if (!problems.has('code') && (await isTaken(db, 'coupons', { code }, existing ? Number(existing.id) : undefined)))
    problems.add('code', 'code_taken');
  const links = couponLinksOf(body);
  await couponLinks.checkExisting(db, links, context);
  return { values: values ? { ...values, ...(existing ? {} : { used_count: 0 }) } : {}, links };
}
