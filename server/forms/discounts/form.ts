// The discount form's routes: `POST discounts/store` and `POST discounts/update/{id}` (spec 7.5).
import discounts from '../../models/discounts';
import type { FormDefinition } from '../shared/form-routes';
import { DISCOUNT_CODE_INDEX, discountLinks } from './links';
import { discountBody } from '../../../common/forms/discounts/schema';
import { validateDiscount } from './validate';

export const discountForm: FormDefinition = {
  model: discounts,
  body: discountBody,
  links: discountLinks,
  unique: { index: DISCOUNT_CODE_INDEX, columns: [], field: 'code', code: 'code_taken' },
  // Texts of its own (i18n/server/discounts.*.ts): 'Discount not found.', 'The code has already been taken.'…
  messages: 'discounts',
  validate: validateDiscount,
};
