// Form fields of the content models (pages, FAQs): a title and a rich-text body in each language, each
// typed in its own direction; the body's preview shows in that direction too.
import { TEXT_MAX_LENGTH } from '../../../common/constants';
import type { FormFieldSpec } from '../../../common/forms/fields';
import { L } from './common';
import type { Localized } from './types';

export function bilingualTitleFields(label: { en: Localized; ar: Localized }): FormFieldSpec[] {
  return [
    { name: 'title_en', type: 'text', label: label.en, required: true, maxLength: TEXT_MAX_LENGTH, dir: 'ltr' },
    { name: 'title_ar', type: 'text', label: label.ar, required: true, maxLength: TEXT_MAX_LENGTH, dir: 'rtl' },
  ];
}

export function bilingualBodyFields(label: { en: Localized; ar: Localized }): FormFieldSpec[] {
  return [
    { name: 'body_en', type: 'richtext', label: label.en, required: true, dir: 'ltr' },
    { name: 'body_ar', type: 'richtext', label: label.ar, required: true, dir: 'rtl' },
  ];
}

export const CONTENT_TITLE = {
  en: L('Title (English)', 'العنوان (بالإنجليزية)'),
  ar: L('Title (Arabic)', 'العنوان (بالعربية)'),
};
