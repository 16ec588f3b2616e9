// The coupon form (/default/coupons/ops creates, /default/coupons/ops/:id edits; spec 2.2).
import { defineModelForm } from '../../forms/defineModelForm';
import { CouponInputs } from './CouponInputs';
import { couponForm } from './couponForm';

export default defineModelForm({ ...couponForm, Fields: CouponInputs });
