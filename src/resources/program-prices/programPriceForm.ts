// The pricing-plan form's values as its inputs hold them, the conversions to and from the API, and its
// rules (the server's own, common/forms/program-prices/rules.ts). It loads through `program_prices/show`.
import { checkProgramPrice, DURATION_UNITS, MONTH_DURATIONS } from '../../../common/forms/program-prices/rules';
import type { ModelFormDefinition } from '../../forms/defineModelForm';
import { formFields, kind, type ValuesOf } from '../../forms/formFields';
import { asText } from '../../forms/formValues';
import { type FormItem, loadShownItem } from '../../forms/loadItem';
import type { PickerChoice } from '../../forms/searchPicker';

const KINDS = {
  program_id: kind.id(),
  duration_unit: kind.choice(DURATION_UNITS, 'months'),
  duration_value: kind.number(),
  price: kind.number(),
  discounted_price: kind.number(),
  enabled: kind.flag(true),
};
export type ProgramPriceFormValues = ValuesOf<typeof KINDS>;
const fields = formFields(KINDS);

/** Whether a duration stays under a new unit: any for days, 1, 3, 6 or 12 for months. */
export function durationKept(unit: unknown, duration: unknown): boolean {
  return unit === 'days' || MONTH_DURATIONS.includes(Number(duration));
}

/** The loaded plan's programme as a picker option (its name in the request language). */
export function knownProgram(item: FormItem | null): PickerChoice[] {
  const program = item?.program as { id?: unknown; name?: unknown } | null | undefined;
  return program && typeof program.id === 'number' ? [{ id: program.id, label: asText(program.name) }] : [];
}

export const programPriceForm: Omit<ModelFormDefinition<ProgramPriceFormValues>, 'Fields'> = {
  resource: 'program-prices',
  subject: 'ProgramPrice',
  texts: 'forms.program_prices',
  empty: fields.empty,
  load: (id, signal) => loadShownItem('program_prices/show', id, signal),
  fromItem: fields.fromItem,
  toPayload: fields.toPayload,
  check: (values) => checkProgramPrice(fields.toPayload(values)).problems.byField,
};
