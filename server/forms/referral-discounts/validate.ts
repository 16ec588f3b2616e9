// The referral-discount form on the server: the shared rules; nothing in it points to other rows.
import type { FormBody, FormContext, Validated } from '../shared/form-routes';
import { checkReferralDiscount } from './rules';

export async function validateReferralDiscount(body: FormBody, context: FormContext): Promise<Validated> {
  const { existing, problems } = context;
  const checked = checkReferralDiscount(body, { today: context.today, storedStart: existing ? String(existing.valid_from) : null });
  Object.entries(checked.problems.byField).forEach(([field, list]) => list.forEach(({ code, params }) => problems.add(field, code, params)));
  return { values: { ...checked.values } };
}
