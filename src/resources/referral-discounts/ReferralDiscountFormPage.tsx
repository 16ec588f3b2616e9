// The referral-discount form (/default/referral-discounts/ops creates, …/ops/:id edits; spec 2.2).
import { defineModelForm } from '../../forms/defineModelForm';
import { ReferralDiscountInputs } from './ReferralDiscountInputs';
import { referralDiscountForm } from './referralDiscountForm';

export default defineModelForm({ ...referralDiscountForm, Fields: ReferralDiscountInputs });
