// The parts of a search answer that describe the list itself: filters, headers and switches, in the
// request language.
import { CARD_ROLES, COLUMN_PRIORITIES } from '../../common/models/cells';
import type { Language } from '../http/language';
import type { JsonSchema } from '../http/schema';
import { bool, listOf, mapOf, shape, str } from '../openapi/answers';
import type { Model, OptionList } from '../models/define/types';
import type { ListContext } from './context';
import { allows, customActionPermissions } from './permissions';

/** `{ label: value }` in declaration order (the contract's option map). */
export function optionMap(options: OptionList, language: Language): Record<string, string | number> {
  return Object.fromEntries(options.map((option) => [option.label[language], option.value]));
}

export function describeFields(model: Model, language: Language) {
  return {
    fields: model.fields.map((field) => ({
      name: field.name,
      label: field.label[language],
      type: field.type,
      ...(field.type === 'select' ? { options: field.options ? optionMap(field.options, language) : {} } : {}),
      multiple: Boolean(field.multiple),
      searchable: Boolean(field.searchable),
      ...(field.remote ? { remote: true } : {}),
    })),
    rangeFields: model.ranges.map((range) => ({ name: range.name, label: range.label[language], type: range.type })),
  };
}

export function describeHeaders(model: Model, language: Language) {
  return model.headers.map((header) => ({
    text: header.text[language],
    value: header.value,
    type: header.type,
    sortable: Boolean(header.sortable),
    ...(header.unitFrom ? { unitFrom: header.unitFrom } : {}),
    ...(header.priority ? { priority: header.priority } : {}),
    ...(header.card ? { card: header.card } : {}),
  }));
}

/** The list switches, with only the custom bulk actions this admin may run. */
export function describeOptions(context: ListContext, model: Model) {
  return {
    ...model.switches,
    bulkActions: model.actions
      .filter((action) => allows(context, customActionPermissions(model, action)))
      .map((action) => ({ name: action.name, label: action.label[context.language] })),
  };
}

const optionValue: JsonSchema = { type: ['string', 'number'] };

/** `describeFields`: the list's filters and ranges. */
export const fieldsSchema = shape({
  fields: listOf(
    shape(
      {
        name: str,
        label: str,
        type: { enum: ['select', 'varchar', 'bigint', 'timestamp', 'date'] },
        options: mapOf(optionValue),
        multiple: bool,
        searchable: bool,
        remote: { const: true },
      },
      ['name', 'label', 'type', 'multiple', 'searchable'],
    ),
  ),
  rangeFields: listOf(shape({ name: str, label: str, type: { enum: ['bigint', 'timestamp', 'date'] } })),
});

/** `describeHeaders`: the list's columns. */
export const headersSchema = listOf(
  shape(
    {
      text: str,
      value: str,
      type: str,
      sortable: bool,
      unitFrom: str,
      priority: { enum: [...COLUMN_PRIORITIES] },
      card: { enum: [...CARD_ROLES] },
    },
    ['text', 'value', 'type', 'sortable'],
  ),
);

/** The labels of the model's totals that add up an `amount` column: shown in the currency like its cells. */
export function amountTotals(model: Model, language: Language): string[] {
  const amounts = new Set(model.headers.filter((header) => header.type === 'amount').map((header) => header.value));
  return (model.totals ?? []).flatMap((total) =>
    total.kind === 'sum' && amounts.has(total.column) ? [total.label[language]] : [],
  );
}

/** `describeOptions`: the list's switches and bulk actions (the search answer adds `currency`). */
export const optionsProperties: Record<string, JsonSchema> = {
  notable: bool,
  deletable: bool,
  chartable: bool,
  bulkActions: listOf(shape({ name: str, label: str })),
};
