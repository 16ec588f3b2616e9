// The referral-discount form's routes: `POST referral-discounts/store` and `POST referral-discounts/update/{id}` (spec 7.5).
import referralDiscounts from '../../models/referral-discounts';
import type { FormDefinition } from '../shared/form-routes';
import { referralDiscountBody } from '../../../common/forms/referral-discounts/schema';
import { validateReferralDiscount } from './validate';

export const referralDiscountForm: FormDefinition = {
  model: referralDiscounts,
  body: referralDiscountBody,
  validate: validateReferralDiscount,
};
