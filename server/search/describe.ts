// The parts of a search answer that describe the list itself: filters, headers and switches, in the
// request language.
import type { Language } from '../http/language';
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
