// Form fields many declared forms share: a name in both languages and the enabled switch.
import { TEXT_MAX_LENGTH } from '../../../common/constants';
import type { FormFieldSpec } from '../../../common/forms/fields';
import { L } from './common';

/** `name_en` and `name_ar`, both required, each typed in its own direction. */
export const nameFormFields: readonly FormFieldSpec[] = [
  {
    name: 'name_en',
    type: 'text',
    label: L('Name (English)', 'الاسم (بالإنجليزية)'),
    required: true,
    maxLength: TEXT_MAX_LENGTH,
    dir: 'ltr',
  },
  {
    name: 'name_ar',
    type: 'text',
    label: L('Name (Arabic)', 'الاسم (بالعربية)'),
    required: true,
    maxLength: TEXT_MAX_LENGTH,
    dir: 'rtl',
  },
];

/** The `enabled` switch, on for a new record. */
export const enabledFormField: FormFieldSpec = {
  name: 'enabled',
  type: 'boolean',
  label: L('Enabled', 'مفعّل'),
  default: 1,
};
