// Who may read the option labels of a model through the search picker. Viewing the model (view-{Model}) is
// enough, but a form that references a model must also name its chosen row to the admins who may fill it,
// even when they may not open that model's list: an admin who edits programmes sees "Endurance", not "#4",
// in the classification picker. This grants labels only (alldata 0); the rows' columns still need view-{Model}.
import { MODELS } from '../models/registry';
import type { Model } from '../models/define/types';
import { formPermissions } from '../forms/shared/form-routes';
import type { ListContext } from './context';
import { allows } from './permissions';

/** The pickers of the forms with screens of their own (src/resources/<model>/): form model → picked models. */
const CUSTOM_FORM_PICKS: Readonly<Record<string, readonly string[]>> = {
  admins: ['roles'],
  chatgroup: ['programs', 'users', 'admins'],
  coupons: ['programs', 'diet-programs'],
  discounts: ['programs', 'diet-programs', 'users'],
  'program-prices': ['programs'],
  'subprogram-recommendations': ['sub-programs'],
};

/** The models whose forms pick rows of `picked`, by name: declared reference fields and the forms above. */
export function formsPickingFrom(picked: string): string[] {
  const declared = MODELS.filter((model) =>
    (model.form?.fields ?? []).some(
      (field) => field.type === 'reference' && (field.reference ?? field.name) === picked,
    ),
  ).map((model) => model.name);
  const custom = Object.entries(CUSTOM_FORM_PICKS)
    .filter(([, models]) => models.includes(picked))
    .map(([form]) => form);
  return [...new Set([...declared, ...custom])];
}

/** True when the admin may fill (create or edit) a form that picks rows of `model`. */
export function mayPickLabelsOf(context: ListContext, model: Model): boolean {
  return formsPickingFrom(model.name).some((form) => {
    const owner = MODELS.find((candidate) => candidate.name === form);
    return (
      owner !== undefined && allows(context, [...formPermissions(owner, 'create'), ...formPermissions(owner, 'edit')])
    );
  });
}
