// Builders of declared form fields, one line a field: the kind of input is the builder's name, and the
// fields many forms share (a text in both languages, the order, the enabled switch) are named once.
import { TEXT_MAX_LENGTH } from '../../../common/constants';
import type { FormFieldSpec, FormFieldType } from '../../../common/forms/fields';
import { L, LABELS } from './common';
import type { Localized, OptionList } from './types';

/** Everything a field may add to its name, input and label. */
type Extra = Omit<FormFieldSpec, 'name' | 'type' | 'label'>;
type Choices = NonNullable<FormFieldSpec['options']> | OptionList;

const input =
  (type: FormFieldType) =>
  (name: string, label: Localized, extra: Extra = {}): FormFieldSpec => ({ name, type, label, ...extra });

export const formField = {
  text: input('text'),
  textarea: input('textarea'),
  richtext: input('richtext'),
  number: input('number'),
  amount: input('amount'),
  boolean: input('boolean'),
  image: input('image'),
  date: input('date'),
  /** A whole number (an integer column). */
  integer: (name: string, label: Localized, extra: Extra = {}): FormFieldSpec =>
    input('number')(name, label, { integer: true, ...extra }),
  select: (name: string, label: Localized, options: Choices, extra: Extra = {}): FormFieldSpec =>
    input('select')(name, label, { options, ...extra }),
  /** A row of another model, picked by search. */
  reference: (name: string, label: Localized, model: string, extra: Extra = {}): FormFieldSpec =>
    input('reference')(name, label, { reference: model, ...extra }),

  /**
   * `{prefix}_en` and `{prefix}_ar`, labelled "Name (English)" / "الاسم (بالعربية)", each typed in its own
   * direction; a one-line text is held to the common text length.
   */
  bilingual(
    prefix: string,
    [en, ar]: readonly [en: string, ar: string],
    type: 'text' | 'textarea' | 'richtext' = 'text',
    extra: Extra = {},
  ): FormFieldSpec[] {
    const length = type === 'text' ? { maxLength: TEXT_MAX_LENGTH } : {};
    return [
      input(type)(`${prefix}_en`, L(`${en} (English)`, `${ar} (بالإنجليزية)`), { ...length, dir: 'ltr', ...extra }),
      input(type)(`${prefix}_ar`, L(`${en} (Arabic)`, `${ar} (بالعربية)`), { ...length, dir: 'rtl', ...extra }),
    ];
  },

  /** The place among its siblings, from 0 unless told otherwise. */
  sortOrder: (extra: Extra = {}): FormFieldSpec =>
    input('number')('sort_order', LABELS.sortOrder, { required: true, integer: true, min: 0, default: 0, ...extra }),

  /**
   * `latitude` and `longitude` in degrees: a point picked on a map or typed, both given or both empty
   * (validated within the globe).
   */
  point: (extra: Extra = {}): FormFieldSpec[] => [
    input('number')('latitude', L('Latitude', 'خط العرض'), { min: -90, max: 90, point: 'latitude', ...extra }),
    input('number')('longitude', L('Longitude', 'خط الطول'), { min: -180, max: 180, point: 'longitude', ...extra }),
  ],

  /** A GeoJSON Polygon typed as text (an area's outline). */
  outline: (name: string, label: Localized, extra: Extra = {}): FormFieldSpec =>
    input('textarea')(name, label, { format: 'polygon', maxLength: 20_000, dir: 'ltr', ...extra }),

  /** The `enabled` switch, on for a new record. */
  enabled: input('boolean')('enabled', LABELS.enabled, { default: 1 }),
};

/** `name_en` and `name_ar`, both required. */
export const nameFormFields: readonly FormFieldSpec[] = formField.bilingual('name', ['Name', 'الاسم'], 'text', {
  required: true,
});

export const enabledFormField = formField.enabled;
