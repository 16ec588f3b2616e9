// Properties: one call per property of a model yields its stored columns, its filter, its range, its table
// column and its form field, so a declaration names each property (and its label) once. defineModel
// spreads a declaration's `props` into columns, fields, ranges, headers and form in the order given.
import type { FormFieldSpec } from '../../../common/forms/fields';
import { bilingualColumns, field, header, LABELS, range, YES_NO } from './common';
import { formField } from './form-fields';
import type { CellType, ColumnDeclaration, FieldSpec, HeaderSpec, Localized, OptionList, RangeSpec } from './types';

/** What one property adds to each list of a declaration. */
export interface Prop {
  /** What it is called: its column, or the stem of its columns. */
  key: string;
  columns: Record<string, ColumnDeclaration>;
  filters: readonly FieldSpec[];
  ranges: readonly RangeSpec[];
  headers: readonly HeaderSpec[];
  form: readonly FormFieldSpec[];
  /** The table has an `enabled` column. */
  enabled?: boolean;
}

/** Everything a form field may add to its name and input, and its label where the form words it otherwise. */
type FormExtra = Omit<FormFieldSpec, 'name' | 'type' | 'label'> & { label?: Localized };

/** An aspect a property may take: off (false or left out), on (true) or on with extra settings. */
type Aspect<Extra> = boolean | Extra | undefined;

/** The table column: on unless `false`; `{ sortable: false }` for one that does not sort. */
interface HeaderOption {
  header?: boolean | { sortable?: boolean };
}

function on<Extra extends object>(aspect: Aspect<Extra>): aspect is true | Extra {
  return aspect !== undefined && aspect !== false;
}

function extra<Extra extends object>(aspect: true | Extra): Partial<Extra> {
  return aspect === true ? {} : aspect;
}

type Input = (name: string, label: Localized, extra: Omit<FormExtra, 'label'>) => FormFieldSpec;

/** The property's form field when it has one, labelled like its cell unless told otherwise. */
function formOf(aspect: Aspect<FormExtra>, name: string, label: Localized, input: Input): FormFieldSpec[] {
  if (!on(aspect)) return [];
  const { label: own, ...rest } = extra(aspect);
  return [input(name, own ?? label, rest)];
}

const sortable = (option: HeaderOption['header']) => !(typeof option === 'object' && option.sortable === false);
const when = <T>(condition: boolean, value: () => T): T[] => (condition ? [value()] : []);

/** A property assembled from its parts; the parts left out add nothing. */
export function prop(key: string, parts: Partial<Omit<Prop, 'key'>>): Prop {
  return { key, columns: {}, filters: [], ranges: [], headers: [], form: [], ...parts };
}

/**
 * The property's table column placed for narrow screens, where its cell type would place it otherwise:
 * `placed(phone, { priority: 3 })` is among the first hidden, `{ card: 'secondary' }` under a card's title.
 */
export function placed(property: Prop, placement: Pick<HeaderSpec, 'priority' | 'card'>): Prop {
  return { ...property, headers: property.headers.map((header) => ({ ...header, ...placement })) };
}

/** Cells that show a stored value as it is, each with its range and form input. */
const PLAIN = {
  text: { column: 'string', range: null, input: formField.text },
  integer: { column: 'integer', range: range.number, input: formField.integer },
  number: { column: 'decimal', range: range.number, input: formField.number },
  amount: { column: 'decimal', range: range.number, input: formField.amount },
  rating: { column: 'decimal', range: range.number, input: formField.number },
  date: { column: 'date', range: range.date, input: formField.date },
  datetime: { column: 'timestamp', range: range.time, input: formField.date },
} as const;

type PlainKind = keyof typeof PLAIN;
const CELL: Record<PlainKind, CellType> = {
  text: 'text',
  integer: 'number',
  number: 'number',
  amount: 'amount',
  rating: 'rating',
  date: 'date',
  datetime: 'datetime',
};

interface PlainOptions extends HeaderOption {
  column?: ColumnDeclaration;
  /** text: a "contains" filter (over `columns` when given). */
  filter?: Aspect<{ columns?: readonly string[] }>;
  /** numbers and dates: a from–to filter, labelled like the cell unless told otherwise. */
  range?: Aspect<{ label?: Localized }>;
  form?: Aspect<FormExtra>;
}

function plain(kind: PlainKind) {
  return (name: string, label: Localized, options: PlainOptions = {}): Prop => {
    const { column, range: ranged, input } = PLAIN[kind];
    const { filter, form } = options;
    return prop(name, {
      columns: { [name]: options.column ?? column },
      filters: when(on(filter), () => field.text(name, label, on(filter) ? extra(filter).columns : undefined)),
      ranges: when(on(options.range) && ranged !== null, () =>
        (ranged as NonNullable<typeof ranged>)(name, (on(options.range) && extra(options.range).label) || label),
      ),
      headers: when(options.header !== false, () => headerOf(kind, name, label, sortable(options.header))),
      form: formOf(form, name, label, input),
    });
  };
}

function headerOf(kind: PlainKind, name: string, label: Localized, isSortable: boolean): HeaderSpec {
  return header[CELL[kind] as 'text'](name, label, isSortable);
}

/** A one-line text, a number, an amount, a rating, a date or a date-time column. */
export const text = plain('text');
export const integer = plain('integer');
export const number = plain('number');
export const money = plain('amount');
export const rating = plain('rating');
export const date = plain('date');
export const datetime = plain('datetime');

/** A text kept in both languages (`{prefix}_en`, `{prefix}_ar`); its cell shows the request language's. */
export function bilingualText(
  prefix: string,
  label: Localized,
  options: HeaderOption & {
    column?: ColumnDeclaration;
    /** The input and how the cell shows it. */
    type?: 'text' | 'textarea' | 'richtext';
    /** The cell links the row's details. */
    link?: boolean;
    /** A "contains" filter over both languages, under `name` when the filter key differs. */
    filter?: Aspect<{ name?: string }>;
    /** The form's labels when they differ from the list's. */
    form?: Aspect<Omit<FormExtra, 'label'> & { label?: readonly [en: string, ar: string] }>;
  } = {},
): Prop {
  const { filter, form, type = 'text' } = options;
  const formOptions = on(form) ? extra(form) : {};
  const { label: formLabel = [label.en, label.ar] as const, ...formExtra } = formOptions;
  return prop(prefix, {
    columns: bilingualColumns(prefix, options.column ?? (type === 'text' ? 'string' : 'text')),
    filters: when(on(filter), () => field.bilingualText((on(filter) && extra(filter).name) || prefix, label, prefix)),
    headers: when(options.header !== false, () =>
      type === 'richtext'
        ? { value: prefix, text: label, type: 'html', column: { en: `${prefix}_en`, ar: `${prefix}_ar` } }
        : header.bilingual(prefix, label, options.link ? 'link' : 'text'),
    ),
    form: on(form) ? formField.bilingual(prefix, formLabel, type, formExtra) : [],
  });
}

/** `name_en` and `name_ar`: a "contains" filter, the cell of the request language, both required in the form. */
export function bilingualName(options: { form?: boolean; filter?: boolean } = {}): Prop {
  return bilingualText('name', LABELS.name, {
    filter: options.filter ?? true,
    form: (options.form ?? true) && { required: true },
  });
}

/** A value among fixed options, shown as a coloured chip. */
export function status(
  statuses: OptionList,
  options: HeaderOption & {
    name?: string;
    label?: Localized;
    column?: ColumnDeclaration;
    /** A multi-select filter (true), or one choice at a time ('choice'). */
    filter?: boolean | 'choice';
    form?: Aspect<FormExtra>;
  } = {},
): Prop {
  const { name = 'status', label = LABELS.status, filter, form } = options;
  return prop(name, {
    columns: { [name]: options.column ?? 'string' },
    filters: when(Boolean(filter), () =>
      filter === 'choice' ? field.choice(name, label, statuses) : field.status(statuses, name, label),
    ),
    headers: when(options.header !== false, () => {
      const cell = header.status(statuses, name, label);
      return sortable(options.header) ? cell : { value: name, text: label, type: 'status', options: statuses };
    }),
    form: formOf(form, name, label, (key, text, rest) => formField.select(key, text, statuses, rest)),
  });
}

/**
 * A row of another model, stored as `{name}_id`: filtered by picking rows, shown as that row's title
 * (`link` opens it), picked by search in the form.
 */
export function ref(
  name: string,
  label: Localized,
  model: string,
  options: HeaderOption & {
    column?: ColumnDeclaration;
    /** The stored key when it is not `{name}_id`. */
    key?: string;
    link?: boolean;
    /** Filtered by picking rows, labelled like the cell unless told otherwise. */
    filter?: Aspect<{ label?: Localized }>;
    form?: Aspect<FormExtra>;
  } = {},
): Prop {
  const key = options.key ?? `${name}_id`;
  const { filter, form } = options;
  return prop(name, {
    columns: { [key]: options.column ?? 'integer' },
    filters: when(on(filter), () => field.remote(key, (on(filter) && extra(filter).label) || label, model)),
    headers: when(options.header !== false, () =>
      header.relation(name, label, key, model, options.link ? 'link' : 'text'),
    ),
    form: formOf(form, key, label, (key, text, rest) => formField.reference(key, text, model, rest)),
  });
}

/** A 0/1 column: a yes/no filter, a boolean cell and a switch. */
export function flag(
  name: string,
  label: Localized,
  options: HeaderOption & { filter?: boolean; form?: Aspect<FormExtra> } = {},
): Prop {
  const { filter, form } = options;
  return prop(name, {
    columns: { [name]: 'flag' },
    filters: when(Boolean(filter), () => field.choice(name, label, YES_NO)),
    headers: when(options.header !== false, () => ({
      value: name,
      text: label,
      type: 'boolean',
      ...(sortable(options.header) ? { sortable: true } : {}),
    })),
    form: formOf(form, name, label, formField.boolean),
  });
}

/** An image URL: its picture in the list and an upload in the form. */
export function image(
  name = 'image',
  label: Localized = LABELS.image,
  options: { column?: ColumnDeclaration; form?: Aspect<FormExtra> } = {},
): Prop {
  const { form } = options;
  return prop(name, {
    columns: { [name]: options.column ?? 'string?' },
    headers: [header.image(name, label)],
    form: formOf(form, name, label, formField.image),
  });
}

/** Sanitised HTML: a cell that does not sort, and a rich-text input. */
export function html(
  name: string,
  label: Localized,
  options: { column?: ColumnDeclaration; form?: Aspect<FormExtra> } = {},
) {
  return prop(name, {
    columns: { [name]: options.column ?? 'text' },
    headers: [header.html(name, label)],
    form: formOf(options.form, name, label, formField.richtext),
  });
}

/** The user a row belongs to, linked to their details. */
export const member = (options: Parameters<typeof ref>[3] = {}, label: Localized = LABELS.user): Prop =>
  ref('user', label, 'users', { link: true, ...options });

/** The place among siblings: its column, its cell and its input (from 0 unless told otherwise). */
export const sortOrderFrom = (extra: FormExtra = {}): Prop =>
  prop('sort_order', {
    columns: { sort_order: 'integer' },
    headers: [header.number('sort_order', LABELS.sortOrder)],
    form: [formField.sortOrder(extra)],
  });

export const sortOrder: Prop = sortOrderFrom();

/** The enabled switch: the table's `enabled` column, its filter, its cell and its input (on when new). */
export const enabled: Prop = prop('enabled', {
  enabled: true,
  filters: [field.enabled],
  headers: [header.enabled],
  form: [formField.enabled],
});

/** A list ordered by hand: sorted by its order, with no chart (when rows were added says little). */
export const handOrdered = {
  switches: { chartable: false },
  defaultSort: { column: 'sort_order', desc: false },
} as const;

/** A property without its form field, for a model with no declared form. */
export const listOnly = (property: Prop): Prop => ({ ...property, form: [] });

/** The enabled switch of a model with no declared form. */
export const enabledListed: Prop = listOnly(enabled);

/** A person's first and last names: one "contains" filter over both, one cell linking their details. */
export const fullName: Prop = prop('name', {
  columns: { first_name: 'string', last_name: 'string' },
  filters: [field.text('name', LABELS.name, ['first_name', 'last_name'])],
  headers: [header.fullName],
});

/** A pin on the map (`latitude`, `longitude`): picked in the form, both or neither. */
export const point: Prop = prop('point', {
  columns: { latitude: 'coordinate?', longitude: 'coordinate?' },
  form: formField.point(),
});

/** Creation time: a from–to filter and a sortable cell. */
export const createdAt: Prop = prop('created_at', { ranges: [range.createdAt], headers: [header.createdAt] });
