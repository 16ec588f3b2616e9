// Checks of a declared form against its model: each field is one of its own public columns, and a new
// record gets every column that has no default.
import type { Model } from './types';

const STANDARD = ['id', 'created_at', 'updated_at', 'deleted_at'];

export function formProblems(model: Model, modelExists: (name: string) => boolean): string[] {
  if (!model.form) return [];
  const problems: string[] = [];
  const names = model.form.fields.map((field) => field.name);
  for (const field of model.form.fields) {
    const where = `form field ${field.name}`;
    if (!(field.name in model.storage) || STANDARD.includes(field.name) || model.hidden.includes(field.name))
      problems.push(`${where} is not a column the form can write`);
    if (field.multiple) problems.push(`${where}: a column holds one value (multiple choices need a link table)`);
    if (field.type === 'select' && !field.options?.length) problems.push(`${where} needs options`);
    if (field.type === 'reference' && !(field.reference && modelExists(field.reference)))
      problems.push(`${where} points to unknown model "${field.reference}"`);
  }
  for (const [column, { kind, nullable }] of Object.entries(model.storage)) {
    if (STANDARD.includes(column) || nullable || kind === 'flag') continue;
    const field = model.form.fields.find((candidate) => candidate.name === column);
    if (!field) problems.push(`form leaves out "${column}", which has no default`);
    else if (!field.required) problems.push(`form field ${column} must be required: its column takes no empty value`);
  }
  for (const name of names.filter((name, index) => names.indexOf(name) !== index))
    problems.push(`form field ${name} is declared twice`);
  return problems;
}
