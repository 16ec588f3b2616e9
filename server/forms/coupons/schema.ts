// The coupon form's body (spec 7.5 `coupons/store`, `coupons/update/{id}`).
import type { JsonSchema } from '../../http/schema';
import { flagInput, idListInput, numberInput, textInput } from '../shared/body-schema';

export const couponProperties: Record<string, JsonSchema> = {
  code: textInput(100),
  title_en: textInput(),
  title_ar: textInput(),
  discount_type: textInput(32),
  value: numberInput,
  max_discount: numberInput,
  usage_limit: numberInput,
  usage_limit_per_user: numberInput,
  valid_from: textInput(32),
  valid_until: textInput(32),
  applies_to_all_programs: flagInput,
  program_ids: idListInput,
  diet_program_ids: idListInput,
  enabled: flagInput,
};
