// The forms under test, read from the model registry: every model with an ops route and a form (declared on
// the model, or its own screen in src/resources/<model>/), with its filler — its own (fillers.ts) or one
// derived from its declared fields (declared.ts). A model with a form and neither gets the reason instead,
// which fails its test.
import type { Localized } from '../../../common/localized';
import { MODELS } from '../../../server/models/registry';
import { CUSTOM_SCREENS } from '../../../src/resources/customScreens';
import { declaredFiller } from './declared';
import { FILLERS } from './fillers';
import type { FormFiller } from './run';

export interface ModelForm {
  /** The model's name. */
  name: string;
  /** The list's title (its page heading). */
  title: Localized;
  /** The list's path, e.g. `/default/faq-list`. */
  listPath: string;
  /** The form's path without an id, e.g. `/default/faq/ops`. */
  opsPath: string;
  /** The filler, or why there is none. */
  filler: FormFiller | string;
}

/**
 * Models whose ops address only leads to their details page, where they are decided in dialogs (payout
 * requests: tests/browser/money-content.test.ts).
 */
const DECIDED_ON_DETAILS: ReadonlySet<string> = new Set(['payout-requests']);

export const MODEL_FORMS: readonly ModelForm[] = MODELS.flatMap((model) => {
  const screens = CUSTOM_SCREENS[model.name];
  if (!model.ops || !(screens?.form || model.form) || DECIDED_ON_DETAILS.has(model.name)) return [];
  const own = FILLERS[model.name]?.(model);
  let filler: FormFiller | string = own ?? (model.form ? declaredFiller(model) : 'its form has no filler (fillers.ts)');
  // Members join through the app: their form only edits.
  if (screens?.editOnly && typeof filler !== 'string' && filler.create)
    filler = 'its form only edits, but its filler creates';
  const resource = model.resource ?? model.name;
  return [
    {
      name: model.name,
      title: model.label,
      listPath: `/default/${resource}`,
      opsPath: `/default/${model.ops.base ?? resource}/${model.ops.path}`,
      filler,
    },
  ];
});
