// The pricing-plan form's values as its inputs hold them, the conversions to and from the API, and its
// rules (the server's own, server/forms/program-prices/rules.ts). It loads through `program_prices/show`.
import { checkProgramPrice, MONTH_DURATIONS, type DurationUnit } from '../../../common/forms/program-prices/rules';
import { loadShownItem, saveForm, type FormItem, type Option } from '../../forms/formApi';
import { asFlag, asText, numberOrText, textOrNull } from '../../forms/formValues';
import type { ModelFormConfig } from '../../forms/useModelForm';

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

/** A new unit keeps the duration only when it is one the unit allows (1, 3, 6, 12 for months). */
export function withUnit(values: ProgramPriceFormValues, unit: ProgramPriceFormValues['duration_unit']): ProgramPriceFormValues {
  const keep = unit === 'days' || MONTH_DURATIONS.includes(Number(values.duration_value));
  return { ...values, duration_unit: unit, duration_value: keep ? values.duration_value : '' };
}

/** The loaded plan's programme as a picker option (its name in the request language). */
export function knownProgram(item: FormItem | null): Option[] {
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

export const programPriceFormConfig: ModelFormConfig<ProgramPriceFormValues> = {
  listPath: 'program-prices',
  empty: EMPTY_PROGRAM_PRICE,
  load: (id, signal) => loadShownItem('program_prices/show', id, signal),
  save: (id, payload) => saveForm({ create: 'program_prices/store', update: 'program_prices/update' }, id, payload),
  fromItem: programPriceValues,
  toPayload: programPricePayload,
  check: (values) => checkProgramPrice(programPricePayload(values)).problems.byField,
};
