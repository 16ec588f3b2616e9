// The coupon form's routes: `POST coupons/store` and `POST coupons/update/{id}` (spec 7.5).
import coupons from '../../models/coupons';
import type { FormDefinition } from '../shared/form-routes';
import { COUPON_CODE_INDEX, couponLinks } from './links';
import { couponBody } from '../../../common/forms/coupons/schema';
import { validateCoupon } from './validate';

export const couponForm: FormDefinition = {
  model: coupons,
  body: couponBody,
  links: couponLinks,
  unique: { index: COUPON_CODE_INDEX, columns: [], field: 'code', code: 'code_taken' },
  validate: validateCoupon,
};
