// defineModel: spreads a declaration's properties into its lists, fills its defaults and derives its stored columns.
import type { FormFieldSpec, FormSpec } from '../../../common/forms/fields';
import { bilingual } from './common';
import type { Prop } from './props';
import type { ColumnDeclaration, ColumnKind, FieldSpec, HeaderSpec, Model, ModelDeclaration, RangeSpec } from './types';

/** Columns every model table has; `enabled` only when the declaration says so. */
export const STANDARD_COLUMNS: Record<string, ColumnDeclaration> = {
  id: 'integer',
  created_at: 'timestamp',
  updated_at: 'timestamp',
  deleted_at: 'timestamp?',
};

export function parseColumn(declaration: ColumnDeclaration): { kind: ColumnKind; nullable: boolean } {
  const nullable = declaration.endsWith('?');
  return { kind: (nullable ? declaration.slice(0, -1) : declaration) as ColumnKind, nullable };
}

// The results of defineModel, so the registry can tell a model file's default export from anything else.
const defined = new WeakSet<object>();

export function isDefinedModel(value: unknown): value is Model {
  return typeof value === 'object' && value !== null && defined.has(value);
}

type Listed<T> = readonly (T | Prop)[];
type Columns = Record<string, ColumnDeclaration>;

/**
 * A declaration as written: its properties (`props`) give the columns, filters, ranges, table columns and
 * form fields in their order; a list written out instead orders them itself, naming a property where its
 * entries go.
 */
export interface ModelInput
  extends Omit<ModelDeclaration, 'table' | 'subject' | 'title' | 'columns' | 'fields' | 'ranges' | 'headers' | 'form'> {
  /** The table, when it is not the name in snake case (`payment-methods` → `payment_methods`). */
  table?: string;
  /** The permission subject, when it is not the name's singular in PascalCase (`payment-methods` → `PaymentMethod`). */
  subject?: string;
  /** The row's title, when it is not its bilingual name (`name_en`, `name_ar`) or, without one, its id. */
  title?: ModelDeclaration['title'];
  props?: readonly Prop[];
  /**
   * Columns besides the properties' (after theirs), or every column in table order when the properties
   * are listed in another (a property stands for its own columns).
   */
  columns?: Columns | readonly (Columns | Prop)[];
  fields?: Listed<FieldSpec>;
  ranges?: Listed<RangeSpec>;
  headers?: Listed<HeaderSpec>;
  form?: { fields: Listed<FormFieldSpec> };
}

/** A model name's singular in PascalCase, the inverse of `pluralOf` (`categories` → `Category`, `addresses` → `Address`). */
export function subjectOf(name: string): string {
  const singular = name
    .replace(/ies$/, 'y')
    .replace(/(ss|x|z|ch|sh)es$/, '$1')
    .replace(/([^s])s$/, '$1');
  return singular.replace(/(^|-)([a-z])/g, (_, _dash, letter: string) => letter.toUpperCase());
}

const isProp = (entry: object): entry is Prop => 'key' in entry && 'columns' in entry && 'form' in entry;

/** A list as written, or the properties' part of it; a property in a written list stands for its part. */
function resolve<T extends object>(
  written: Listed<T> | undefined,
  props: readonly Prop[],
  part: (prop: Prop) => readonly T[],
): T[] | undefined {
  if (written) return written.flatMap((entry) => (isProp(entry) ? part(entry) : [entry as T]));
  const derived = props.flatMap(part);
  return derived.length > 0 ? derived : undefined;
}

/** The declaration the engine reads: every property spread into the lists it takes part in. */
function expand(input: ModelInput): ModelDeclaration {
  const { props = [], columns, fields, ranges, headers, form, table, subject, title, ...rest } = input;
  const lists = {
    fields: resolve(fields, props, (prop) => prop.filters),
    ranges: resolve(ranges, props, (prop) => prop.ranges),
    form: resolve(form?.fields, props, (prop) => prop.form),
  };
  const stored: Columns = Array.isArray(columns)
    ? Object.assign({}, ...columns.map((entry) => (isProp(entry) ? entry.columns : entry)))
    : Object.assign({}, ...props.map((prop) => prop.columns), columns);
  const named = 'name_en' in stored && 'name_ar' in stored;
  const declaration: ModelDeclaration = {
    ...rest,
    table: table ?? rest.name.replaceAll('-', '_'),
    subject: subject ?? subjectOf(rest.name),
    title: title ?? (named ? bilingual('name') : ['id']),
    ...(props.some((prop) => prop.enabled) ? { enabled: true } : {}),
    columns: stored,
    headers: resolve(headers, props, (prop) => prop.headers) ?? [],
  };
  if (lists.fields) declaration.fields = lists.fields;
  if (lists.ranges) declaration.ranges = lists.ranges;
  if (lists.form) declaration.form = { fields: lists.form } satisfies FormSpec;
  // A declared form is edited at the usual `ops` route of spec 2.2 unless the model names another.
  if (declaration.form && !declaration.ops) declaration.ops = { path: 'ops' };
  return declaration;
}

/** The models a declaration's rows point to (relations, remote filters, form pickers), itself aside, by name. */
function referencedModels(declaration: ModelDeclaration): string[] {
  const models = new Set([
    ...declaration.headers.flatMap((header) => (header.relation ? [header.relation.model] : [])),
    ...(declaration.fields ?? []).flatMap((field) => (field.remote ? [field.remote] : [])),
    ...(declaration.form?.fields ?? []).flatMap((field) => (field.reference ? [field.reference] : [])),
  ]);
  models.delete(declaration.name);
  return [...models].sort();
}

export function defineModel(input: ModelInput): Model {
  const declaration = expand(input);
  // A seed fills its references with rows of the models they point to, so it runs after them unless
  // `seed.after` says otherwise (a seed reading other models too).
  const referenced = referencedModels(declaration);
  if (declaration.seed && !declaration.seed.after && referenced.length > 0)
    declaration.seed = { ...declaration.seed, after: referenced };
  const declared: Record<string, ColumnDeclaration> = {
    ...STANDARD_COLUMNS,
    ...(declaration.enabled ? { enabled: 'flag' as const } : {}),
    ...declaration.columns,
  };
  const storage = Object.fromEntries(Object.entries(declared).map(([name, column]) => [name, parseColumn(column)]));
  const model: Model = {
    ...declaration,
    switches: { notable: true, deletable: true, chartable: true, ...declaration.switches },
    fields: declaration.fields ?? [],
    ranges: declaration.ranges ?? [],
    totals: declaration.totals ?? [],
    actions: declaration.actions ?? [],
    hidden: declaration.hidden ?? [],
    indexes: declaration.indexes ?? [],
    defaultSort: declaration.defaultSort ?? { column: 'id', desc: true },
    storage,
  };
  defined.add(model);
  return model;
}
