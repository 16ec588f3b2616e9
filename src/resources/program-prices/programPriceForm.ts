// The pricing-plan form's values as its inputs hold them, the conversions to and from the API, and its
// rules (the server's own, common/forms/program-prices/rules.ts). It loads through `program_prices/show`.
import { checkProgramPrice, MONTH_DURATIONS, type DurationUnit } from '../../../common/forms/program-prices/rules';
import type { ModelFormDefinition } from '../../forms/defineModelForm';
import { asFlag, asText, numberOrText, textOrNull } from '../../forms/formValues';
import { type FormItem, loadShownItem } from '../../forms/loadItem';
import type { PickerChoice } from '../../forms/searchPicker';

export interface ProgramPriceFormValues {
  program_id: number | null;
  duration_unit: '' | DurationUnit;
  duration_value: string;
  price: string;
  discounted_price: string;
  enabled: boolean;
}

export const EMPTY_PROGRAM_PRICE: ProgramPriceFormValues = {
  program_id: null,
  duration_unit: 'months',
  duration_value: '',
  price: '',
  discounted_price: '',
  enabled: true,
};

export function programPriceValues(item: FormItem): ProgramPriceFormValues {
  const unit = asText(item.duration_unit);
  const programId = Number(item.program_id);
  return {
    program_id: Number.isSafeInteger(programId) && programId > 0 ? programId : null,
    duration_unit: unit === 'months' || unit === 'days' ? unit : '',
    duration_value: asText(item.duration_value),
    price: asText(item.price),
    discounted_price: asText(item.discounted_price),
    enabled: asFlag(item.enabled, true),
  };
}

/** Whether a duration stays under a new unit: any for days, 1, 3, 6 or 12 for months. */
export function durationKept(unit: unknown, duration: unknown): boolean {
  return unit === 'days' || MONTH_DURATIONS.includes(Number(duration));
}

/** The loaded plan's programme as a picker option (its name in the request language). */
export function knownProgram(item: FormItem | null): PickerChoice[] {
  const program = item?.program as { id?: unknown; name?: unknown } | null | undefined;
  return program && typeof program.id === 'number' ? [{ id: program.id, label: asText(program.name) }] : [];
}

export function programPricePayload(values: ProgramPriceFormValues): Record<string, unknown> {
  return {
    program_id: values.program_id,
    duration_unit: textOrNull(values.duration_unit),
    duration_value: numberOrText(values.duration_value),
    price: numberOrText(values.price),
    discounted_price: numberOrText(values.discounted_price),
    enabled: values.enabled ? 1 : 0,
  };
}

export const programPriceForm: Omit<ModelFormDefinition<ProgramPriceFormValues>, 'Fields'> = {
  resource: 'program-prices',
  subject: 'ProgramPrice',
  texts: 'forms.program_prices',
  empty: EMPTY_PROGRAM_PRICE,
  load: (id, signal) => loadShownItem('program_prices/show', id, signal),
  fromItem: programPriceValues,
  toPayload: programPricePayload,
  check: (values) => checkProgramPrice(programPricePayload(values)).problems.byField,
};
