// The referral-discount form on the server: the shared rules (common/forms/referral-discounts); nothing
// in it points to other rows.
import { referralDiscountRules } from '../../../common/forms/referral-discounts/schema';
import type { FormBody, FormContext, Validated } from '../shared/form-routes';
import { applyRules } from '../shared/rules';

export async function validateReferralDiscount(body: FormBody, context: FormContext): Promise<Validated> {
  const { existing, problems } = context;
  const rules = referralDiscountRules({
    today: context.today,
    storedStart: existing ? String(existing.valid_from) : null,
  });
  return { values: { ...applyRules(rules, body, problems) } };
}
