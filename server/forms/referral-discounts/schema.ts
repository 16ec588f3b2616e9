// The referral-discount form's body (spec 7.5 `referral-discounts/store`, `referral-discounts/update/{id}`).
import type { JsonSchema } from '../../http/schema';
import { flagInput, numberInput, textInput } from '../shared/body-schema';

export const referralDiscountProperties: Record<string, JsonSchema> = {
  name_en: textInput(),
  name_ar: textInput(),
  referrer_reward_type: textInput(32),
  referrer_reward_value: numberInput,
  referred_reward_type: textInput(32),
  referred_reward_value: numberInput,
  min_subscription_amount: numberInput,
  max_uses_per_referrer: numberInput,
  valid_from: textInput(32),
  valid_until: textInput(32),
  enabled: flagInput,
};
