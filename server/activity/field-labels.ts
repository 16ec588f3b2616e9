// A model's field titles in one language, for its history: what the form, the list's filters and its
// columns call each field; the server's field names (`fields.<name>`) otherwise. A field none of them
// names is left out, and the admin shows it as written.
import type { Language } from '../http/language';
import { fieldLabel } from '../http/language';
import { findModel } from '../models/registry';

export function fieldTitles(modelName: string, language: Language, fields: readonly string[]): Record<string, string> {
  const model = findModel(modelName);
  const known = new Map<string, string>();
  if (model) {
    for (const header of model.headers) known.set(header.value, header.text[language]);
    for (const field of model.fields) known.set(field.name, field.label[language]);
    for (const field of model.form?.fields ?? []) known.set(field.name, field.label[language]);
  }
  const titles: Record<string, string> = {};
  for (const field of fields) {
    const title = known.get(field) ?? fieldLabel(language, field);
    if (title !== field) titles[field] = title;
  }
  return titles;
}
