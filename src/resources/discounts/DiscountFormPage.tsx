// The discount form page (/default/discounts/ops creates, /default/discounts/ops/:id edits; spec 2.6):
// only for admins who may create, edit or manage discounts (spec 6).
import { defineModelForm } from '../../forms/defineModelForm';
import { DiscountInputs } from './DiscountInputs';
import { discountForm } from './discountForm';

export default defineModelForm({ ...discountForm, Fields: DiscountInputs });
