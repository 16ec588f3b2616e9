// What the admin needs of a model (common/models/registry.ts ModelUi), as `GET models` serves it.
import type { ModelUi } from '../../../common/models/registry';
import type { JsonSchema } from '../../http/schema';
import { bool, listOf, num, shape, str } from '../../openapi/answers';
import type { Model } from './types';

const localized = shape({ en: str, ar: str });
const optional = (schema: JsonSchema, description: string): JsonSchema => ({ ...schema, description });

/** A declared form's field (common/forms/fields.ts FormFieldSpec). */
const formFieldSchema = shape(
  {
    name: str,
    type: {
      enum: [
        'text',
        'textarea',
        'richtext',
        'number',
        'amount',
        'boolean',
        'select',
        'reference',
        'date',
        'datetime',
        'image',
        'file',
      ],
    },
    label: localized,
    helper: localized,
    required: bool,
    options: listOf(
      shape(
        {
          value: { type: ['string', 'number'] },
          label: localized,
          color: optional(str, "The status chip's colour"),
          tone: optional(str, "The chip's colour of the 11-colour palette"),
        },
        ['value', 'label'],
      ),
    ),
    reference: str,
    multiple: bool,
    min: num,
    max: num,
    maxLength: { type: 'integer' },
    integer: bool,
    dir: { enum: ['ltr', 'rtl'] },
    default: { type: ['string', 'number', 'boolean', 'null'] },
    unique: bool,
    format: { enum: ['slug', 'polygon'] },
    point: { enum: ['latitude', 'longitude'] },
  },
  ['name', 'type', 'label'],
);

/** `modelUi()` as GET models serves it (common/models/registry.ts ModelUi). */
export const modelUiSchema: JsonSchema = shape(
  {
    name: optional(str, 'The `model` of `search` and the other model routes'),
    resource: optional(str, "The admin's path under `/default`"),
    subject: optional(str, 'The permission subject (`view-{subject}`)'),
    label: localized,
    menu: optional(
      shape({ group: str, icon: str, order: num, label: localized, path: str }, ['group', 'icon', 'order']),
      'Absent: no menu entry',
    ),
    list: shape({ notes: bool, deletable: bool, chartable: bool, today: str }, ['notes', 'deletable', 'chartable']),
    filterKeys: optional(listOf(str), 'The filter keys `search` accepts besides `show_trash`'),
    ops: optional(shape({ path: str, base: str }, ['path']), 'Absent: no create/edit route'),
    details: optional(str, 'Absent: no details page; `""` for `/{resource}/:id`'),
    form: optional(shape({ fields: listOf(formFieldSchema) }), 'The declared form, for models that declare one'),
  },
  ['name', 'resource', 'subject', 'label', 'list', 'filterKeys'],
);

export function modelUi(model: Model): ModelUi {
  return {
    name: model.name,
    resource: model.resource ?? model.name,
    subject: model.subject,
    label: model.label,
    ...(model.menu ? { menu: model.menu } : {}),
    list: {
      notes: model.switches.notable,
      deletable: model.switches.deletable,
      chartable: model.switches.chartable,
      ...(model.dateShortcuts ? { today: model.dateShortcuts } : {}),
    },
    filterKeys: [
      ...model.fields.map((field) => field.name),
      ...model.ranges.flatMap((range) => [`${range.name}_from`, `${range.name}_to`]),
    ],
    ...(model.ops ? { ops: model.ops } : {}),
    ...(model.details !== undefined ? { details: model.details } : {}),
    ...(model.form ? { form: model.form } : {}),
  };
}
