// Checks declarations against each other when the registry loads, so a mistake in a new model fails
// at start-up with a clear message instead of as a failed request.
import { formProblems } from './form-checks';
import { summaryProblems } from './summary';
import type { HeaderSpec, Model } from './types';

const NAME = /^[a-z][a-z0-9-]{0,63}$/;
const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;
const SUBJECT = /^[A-Z][A-Za-z]{0,63}$/;
export const BUILT_IN_ACTIONS = ['delete', 'restore', 'enable', 'disable'] as const;
const RESERVED_CELLS = ['ID', 'is_trashed'];

function headerColumns(header: HeaderSpec): string[] {
  if (header.relation) return [header.relation.key];
  if (header.concat) return [...header.concat];
  if (typeof header.column === 'object') return [header.column.en, header.column.ar];
  return [header.column ?? header.value];
}

function titleColumns(model: Model): string[] {
  return Array.isArray(model.title)
    ? [...model.title]
    : [(model.title as { en: string }).en, (model.title as { ar: string }).ar];
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

export function validateModels(models: readonly Model[]): string[] {
  const problems: string[] = [];
  const byName = new Map(models.map((model) => [model.name, model]));
  for (const name of duplicates(models.map((model) => model.name)))
    problems.push(`model name "${name}" is declared twice`);
  for (const table of duplicates(models.map((model) => model.table)))
    problems.push(`table "${table}" is declared twice`);
  for (const subject of duplicates(models.map((model) => model.subject)))
    problems.push(`subject "${subject}" is declared twice`);
  for (const path of duplicates(models.map((model) => model.resource ?? model.name)))
    problems.push(`resource "${path}" is declared twice`);

  for (const model of models) {
    const problem = (text: string) => problems.push(`${model.name}: ${text}`);
    const column = (name: string, where: string) => {
      if (!IDENTIFIER.test(name) || !(name in model.storage)) problem(`${where} uses unknown column "${name}"`);
      else if (model.hidden.includes(name)) problem(`${where} uses hidden column "${name}"`);
    };
    const related = (target: string, where: string) => {
      if (!byName.has(target)) problem(`${where} points to unknown model "${target}"`);
      return byName.get(target);
    };

    if (!NAME.test(model.name)) problem('name must be lower-case letters, digits and dashes');
    if (!IDENTIFIER.test(model.table)) problem('table must be lower-case letters, digits and underscores');
    if (!SUBJECT.test(model.subject)) problem('subject must be a PascalCase word');
    if (model.resource !== undefined && !NAME.test(model.resource))
      problem('resource must be lower-case letters, digits and dashes');
    for (const name of model.seed?.after ?? []) related(name, 'seed.after');
    for (const name of Object.keys(model.storage))
      if (!IDENTIFIER.test(name)) problem(`column "${name}" is not a valid identifier`);
    for (const name of titleColumns(model)) column(name, 'title');
    for (const index of model.indexes) for (const name of index) column(name, 'index');
    for (const text of summaryProblems(model)) problem(text);
    for (const name of model.textIndex ?? []) column(name, 'textIndex');
    column(model.defaultSort.column, 'defaultSort');

    const filterKeys = [
      ...model.fields.map((field) => field.name),
      ...model.ranges.flatMap((range) => [`${range.name}_from`, `${range.name}_to`]),
      'show_trash',
    ];
    for (const key of duplicates(filterKeys)) problem(`filter key "${key}" is declared twice`);
    for (const field of model.fields) {
      if (!IDENTIFIER.test(field.name)) problem(`field "${field.name}" is not a valid identifier`);
      if (!field.linked)
        for (const name of field.columns ?? [field.column ?? field.name]) column(name, `field ${field.name}`);
      if (field.remote) related(field.remote, `field ${field.name}`);
      if (field.type === 'select' && !field.options && !field.remote)
        problem(`select field ${field.name} needs options or remote`);
    }
    for (const range of model.ranges) {
      if (!IDENTIFIER.test(range.name)) problem(`range "${range.name}" is not a valid identifier`);
      column(range.column ?? range.name, `range ${range.name}`);
    }

    for (const value of duplicates(model.headers.map((header) => header.value)))
      problem(`header "${value}" is declared twice`);
    for (const header of model.headers) {
      if (RESERVED_CELLS.includes(header.value)) problem(`header "${header.value}" is reserved`);
      for (const name of headerColumns(header)) column(name, `header ${header.value}`);
      if (header.sortColumn) column(header.sortColumn, `header ${header.value}`);
      if (header.sortable && (header.relation || header.concat) && !header.sortColumn) {
        problem(`sortable header ${header.value} needs a sortColumn`);
      }
      if (header.value === 'enabled' && header.type !== 'boolean') problem('the enabled header must be a boolean cell');
      if (header.type === 'status' && !header.options) problem(`status header ${header.value} needs options`);
      if (header.type === 'link') {
        if (!header.relation) {
          if (!model.detailsRoute) problem(`link header ${header.value} needs a relation or the model's detailsRoute`);
        } else if (!related(header.relation.model, `header ${header.value}`)?.detailsRoute) {
          problem(`link header ${header.value} points to a model without detailsRoute`);
        }
      } else if (header.relation) related(header.relation.model, `header ${header.value}`);
    }

    for (const total of model.totals) if (total.kind !== 'count') column(total.column, 'totals');
    for (const name of duplicates(model.actions.map((action) => action.name)))
      problem(`action "${name}" is declared twice`);
    for (const action of model.actions) {
      if (!/^[a-z][a-z0-9_]{0,62}$/.test(action.name)) problem(`action "${action.name}" must be lower-case`);
      if ((BUILT_IN_ACTIONS as readonly string[]).includes(action.name)) problem(`action "${action.name}" is built in`);
      if (action.onlyWhen) column(action.onlyWhen.column, `action ${action.name}`);
      if (!action.set && !action.run) problem(`action "${action.name}" needs set or run`);
    }
    for (const text of formProblems(model, (name) => byName.has(name))) problem(text);
    const guard = model.protectedRows;
    if (guard) {
      if ('relation' in guard) {
        column(guard.relation.key, 'protectedRows');
        const target = related(guard.relation.model, 'protectedRows');
        if (target && !(guard.column in target.storage))
          problem(`protectedRows uses unknown column "${guard.column}" of ${target.name}`);
      } else column(guard.column, 'protectedRows');
    }
  }
  return problems;
}
