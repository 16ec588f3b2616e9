// What the admin needs of a model (common/models/registry.ts ModelUi), as `GET models` serves it.
import type { ModelUi } from '../../../common/models/registry';
import type { Model } from './types';

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
