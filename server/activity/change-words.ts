// A logged change in the model's words: each changed field's title and, for a field with choices, the
// choice's label instead of its stored value (`pending` → `Pending` / `قيد الانتظار`). Read by the record
// history and the activity log's list alike.
import type { HistoryEntry } from '../../common/activity/history';
import type { Language } from '../http/language';
import type { OptionList } from '../models/define/types';
import { findModel } from '../models/registry';
import { SETTINGS_CATALOGUE } from '../settings/catalogue';
import { fieldTitles } from './field-labels';

/** The activity log's model name for the settings page's saves; their fields are setting keys. */
const SETTINGS = 'settings';

/** Field → its choices, from the model's filters, columns and form. */
function choicesByField(modelName: string): Map<string, OptionList> {
  const model = findModel(modelName);
  const choices = new Map<string, OptionList>();
  if (modelName === SETTINGS) {
    for (const [key, spec] of Object.entries(SETTINGS_CATALOGUE)) if (spec.choices) choices.set(key, spec.choices);
  }
  if (!model) return choices;
  for (const header of model.headers) if (header.options) choices.set(header.value, header.options);
  for (const field of model.fields) if (field.options) choices.set(field.column ?? field.name, field.options);
  for (const field of model.form?.fields ?? []) {
    if (field.options && !choices.has(field.name)) choices.set(field.name, field.options);
  }
  return choices;
}

function inWords(value: unknown, options: OptionList | undefined, language: Language): unknown {
  if (!options || value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((item) => inWords(item, options, language));
  const option = options.find((candidate) => String(candidate.value) === String(value));
  return option ? option.label[language] : value;
}

export function changesInWords(
  modelName: string | null,
  language: Language,
  changes: HistoryEntry['changes'],
): { changes: HistoryEntry['changes']; labels: Record<string, string> } {
  if (!changes || !modelName) return { changes, labels: {} };
  const choices = choicesByField(modelName);
  const worded: NonNullable<HistoryEntry['changes']> = {};
  for (const [field, { before, after }] of Object.entries(changes)) {
    const options = choices.get(field);
    worded[field] = { before: inWords(before, options, language), after: inWords(after, options, language) };
  }
  return { changes: worded, labels: titlesOf(modelName, language, Object.keys(changes)) };
}

/** The fields' titles: a setting by its label on the settings page, a model's field as its screens title it. */
function titlesOf(modelName: string, language: Language, fields: readonly string[]): Record<string, string> {
  if (modelName !== SETTINGS) return fieldTitles(modelName, language, fields);
  const titles: Record<string, string> = {};
  for (const field of fields) {
    const label = SETTINGS_CATALOGUE[field]?.label[language];
    if (label) titles[field] = label;
  }
  return titles;
}

/** The stored changes text (JSON) as an object, or null when there is none or it does not read. */
export function parseChanges(text: unknown): HistoryEntry['changes'] {
  if (typeof text !== 'string' || text === '') return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as HistoryEntry['changes'])
      : null;
  } catch {
    return null;
  }
}
