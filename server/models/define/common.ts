// Small builders and the labels most declarations share, so a declaration stays short.
import type {
  CellType,
  ColumnDeclaration,
  CustomActionSpec,
  FieldSpec,
  HeaderSpec,
  Localized,
  OptionList,
  RangeSpec,
  StatusColor,
  TotalSpec,
} from './types';

export function L(en: string, ar: string): Localized {
  return { en, ar };
}

/** `options({ active: ['Active', 'نشط', 'success'] })` → an option list in declaration order. */
export function options(entries: Record<string, readonly [en: string, ar: string, color?: StatusColor]>): OptionList {
  return Object.entries(entries).map(([value, [en, ar, color]]) => ({
    value,
    label: { en, ar },
    ...(color ? { color } : {}),
  }));
}

export const YES_NO: OptionList = [
  { value: 1, label: { en: 'Yes', ar: 'نعم' } },
  { value: 0, label: { en: 'No', ar: 'لا' } },
];

export const ENABLED_STATES: OptionList = [
  { value: 1, label: { en: 'Enabled', ar: 'مفعّل' }, color: 'success' },
  { value: 0, label: { en: 'Disabled', ar: 'معطّل' }, color: 'default' },
];

export const LABELS = {
  id: L('ID', 'المعرّف'),
  name: L('Name', 'الاسم'),
  title: L('Title', 'العنوان'),
  status: L('Status', 'الحالة'),
  enabled: L('Enabled', 'مفعّل'),
  createdAt: L('Created at', 'تاريخ الإنشاء'),
  amount: L('Amount', 'المبلغ'),
  price: L('Price', 'السعر'),
  rating: L('Rating', 'التقييم'),
  image: L('Image', 'الصورة'),
  user: L('User', 'العضو'),
  email: L('Email', 'البريد الإلكتروني'),
  phone: L('Phone', 'الهاتف'),
  city: L('City', 'المدينة'),
  area: L('Area', 'المنطقة'),
  category: L('Category', 'التصنيف'),
  seller: L('Seller', 'البائع'),
  sortOrder: L('Order', 'الترتيب'),
  byStatus: L('By status', 'حسب الحالة'),
  programme: L('Programme', 'البرنامج'),
  description: L('Description', 'الوصف'),
  order: L('Order', 'الطلب'),
  logo: L('Logo', 'الشعار'),
  question: L('Question', 'السؤال'),
  type: L('Type', 'النوع'),
};

/** Filters, as a declaration's `fields` lists them. */
export const field = {
  /** The `enabled` 0/1 column as a two-option select. */
  enabled: { name: 'enabled', label: LABELS.enabled, type: 'select', options: ENABLED_STATES } satisfies FieldSpec,
  /** A multi-select filter over a status column. */
  status(statuses: OptionList, name = 'status', label: Localized = LABELS.status): FieldSpec {
    return { name, label, type: 'select', options: statuses, multiple: true };
  },
  /** A single-choice select filter over fixed options. */
  choice(name: string, label: Localized, choices: OptionList): FieldSpec {
    return { name, label, type: 'select', options: choices };
  },
  /** A multi-select filter whose options are rows of another model, searched on demand. */
  remote(name: string, label: Localized, model: string): FieldSpec {
    return { name, label, type: 'select', multiple: true, searchable: true, remote: model };
  },
  /** Like `remote`, for rows linked to the chosen ones through the link table `linked` (e.g. a group's members). */
  linked(name: string, label: Localized, model: string, linked: NonNullable<FieldSpec['linked']>): FieldSpec {
    return { ...field.remote(name, label, model), linked };
  },
  /** A case-insensitive "contains" text filter. */
  text(name: string, label: Localized, columns?: readonly string[]): FieldSpec {
    return { name, label, type: 'varchar', searchable: true, ...(columns ? { columns } : {}) };
  },
  /** A "contains" filter over both languages of a text. */
  bilingualText(name: string, label: Localized, prefix = name): FieldSpec {
    return field.text(name, label, [`${prefix}_en`, `${prefix}_ar`]);
  },
};

function plain(value: string, text: Localized, type: CellType, sortable: boolean): HeaderSpec {
  return sortable ? { value, text, type, sortable } : { value, text, type };
}

/** Table columns, as a declaration's `headers` lists them. */
export const header = {
  /** The `created_at` column as a sortable date-time. */
  createdAt: { value: 'created_at', text: LABELS.createdAt, type: 'datetime', sortable: true } satisfies HeaderSpec,
  /** The `enabled` 0/1 column (a boolean cell, so the row's `enabled` stays the number the actions read). */
  enabled: { value: 'enabled', text: LABELS.enabled, type: 'boolean', sortable: true } satisfies HeaderSpec,
  /** A status chip. */
  status(statuses: OptionList, value = 'status', text: Localized = LABELS.status): HeaderSpec {
    return { value, text, type: 'status', sortable: true, options: statuses };
  },
  /** A sortable column showing the text of the request language. */
  bilingual(value: string, text: Localized, type: CellType = 'text', prefix = value): HeaderSpec {
    return { value, text, type, column: bilingual(prefix), sortable: true };
  },
  /** A sortable number, amount, rating, date or date-time column (`sortable: false` for one that is not). */
  number: (value: string, text: Localized, sortable = true): HeaderSpec => plain(value, text, 'number', sortable),
  amount: (value: string, text: Localized, sortable = true): HeaderSpec => plain(value, text, 'amount', sortable),
  rating: (value: string, text: Localized, sortable = true): HeaderSpec => plain(value, text, 'rating', sortable),
  date: (value: string, text: Localized, sortable = true): HeaderSpec => plain(value, text, 'date', sortable),
  datetime: (value: string, text: Localized, sortable = true): HeaderSpec => plain(value, text, 'datetime', sortable),
  /** A plain text column, sortable unless told otherwise. */
  text: (value: string, text: Localized, sortable = true): HeaderSpec => plain(value, text, 'text', sortable),
  /** An image, or sanitised HTML: neither sorts. */
  image: (value: string, text: Localized): HeaderSpec => ({ value, text, type: 'image' }),
  html: (value: string, text: Localized): HeaderSpec => ({ value, text, type: 'html' }),
  /** A person's first and last names as one link to their details, sorted by first name. */
  fullName: {
    value: 'name',
    text: LABELS.name,
    type: 'link',
    concat: ['first_name', 'last_name'],
    sortable: true,
    sortColumn: 'first_name',
  } satisfies HeaderSpec,
  /** The title of the row of another model that `key` points at (a link opens that row's details). */
  relation(value: string, text: Localized, key: string, model: string, type: 'text' | 'link' = 'text'): HeaderSpec {
    return { value, text, type, relation: { key, model } };
  },
};

/** Range filters, as a declaration's `ranges` lists them. */
export const range = {
  createdAt: { name: 'created_at', label: LABELS.createdAt, type: 'timestamp' } satisfies RangeSpec,
  /** From–to over a number or amount column. */
  number: (name: string, label: Localized): RangeSpec => ({ name, label, type: 'bigint' }),
  /** From–to over a date column (picked as dates). */
  date: (name: string, label: Localized): RangeSpec => ({ name, label, type: 'date' }),
  /** From–to over a date-time column (picked as date-times). */
  time: (name: string, label: Localized): RangeSpec => ({ name, label, type: 'timestamp' }),
};

/** The figures above a list, as a declaration's `totals` lists them. */
export const total = {
  count: (label: Localized): TotalSpec => ({ kind: 'count', label }),
  sum: (column: string, label: Localized): TotalSpec => ({ kind: 'sum', column, label }),
  /** How many rows hold each status. */
  byStatus: (statuses: OptionList, column = 'status'): TotalSpec => ({
    kind: 'countBy',
    column,
    options: statuses,
    label: LABELS.byStatus,
  }),
};

/** Row actions, as a declaration's `actions` lists them. */
export const action = {
  /**
   * A status change allowed only from the `from` statuses; `stamps` are date-time columns that take the
   * moment of the change (`updated_at` always does).
   */
  transition(
    name: string,
    label: Localized,
    change: { from: readonly string[]; to: string; stamps?: readonly string[]; permissions?: readonly string[] },
  ): CustomActionSpec {
    const stamps = [...(change.stamps ?? []), 'updated_at'];
    return {
      name,
      label,
      ...(change.permissions ? { permissions: change.permissions } : {}),
      onlyWhen: { column: 'status', values: change.from },
      set: (now) => ({ status: change.to, ...Object.fromEntries(stamps.map((column) => [column, now])) }),
    };
  },
};

/** The pair of columns of a text kept in both languages: `{prefix}_en` and `{prefix}_ar`. */
export function bilingualColumns(
  prefix: string,
  kind: ColumnDeclaration = 'string',
): Record<string, ColumnDeclaration> {
  return { [`${prefix}_en`]: kind, [`${prefix}_ar`]: kind };
}

/** The column of the request language among `{prefix}_en` and `{prefix}_ar` (titles, headers). */
export function bilingual(prefix: string): Localized {
  return { en: `${prefix}_en`, ar: `${prefix}_ar` };
}
