// The shape of a model declaration: everything the generic list, search, actions, export, notes and
// pickers need to serve a model. A declaration is data; the engine in server/search reads it.
import type { Kysely, Migration } from 'kysely';
import type { FormSpec } from '../../../common/forms/fields';
import type { ModelMenu } from '../../../common/models/registry';
import type { Random } from '../seed/random';
import type { CardRole, CellType, ColumnPriority } from '../../../common/models/cells';
import type { StatusTone } from '../../../common/models/statusTones';

export type Language = 'en' | 'ar';

/** A text in both interface languages. */
export interface Localized {
  en: string;
  ar: string;
}

/**
 * Storage kinds; a `?` suffix makes the column nullable. Timestamps and dates are ISO-8601 UTC text. A
 * coordinate is a latitude or longitude in degrees, to seven decimals (about a centimetre).
 */
export type ColumnKind = 'integer' | 'decimal' | 'coordinate' | 'string' | 'text' | 'timestamp' | 'date' | 'flag';
export type ColumnDeclaration = ColumnKind | `${ColumnKind}?`;

/** MUI chip colours; the admin shows a status chip in this colour. */
export type StatusColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface OptionSpec {
  value: string | number;
  label: Localized;
  color?: StatusColor;
  /** The chip's colour from the 11-colour palette; by default the one `color` stands for, distinct per list. */
  tone?: StatusTone;
}
export type OptionList = readonly OptionSpec[];

/** Filter input types the admin understands (spec 2.4: bigint → number, varchar → text, timestamp → datetime-local). */
export type FieldType = 'select' | 'varchar' | 'bigint' | 'timestamp' | 'date';

export interface FieldSpec {
  /** The filter key in requests (`filters.<name>`). */
  name: string;
  label: Localized;
  type: FieldType;
  /** Column filtered; defaults to `name`. */
  column?: string;
  /** varchar only: a text search matches any of these columns (default: `column`). */
  columns?: readonly string[];
  options?: OptionList;
  multiple?: boolean;
  /** varchar: contains (case-insensitive) instead of equality. select: options searchable from one character. */
  searchable?: boolean;
  /** The options are rows of this model (value = id, label = its title); searched on demand. */
  remote?: string;
  /**
   * Rows linked to the chosen ids through a link table (a chat group's members): `owner` holds this row's
   * id, `column` the chosen one. The field then names no column of its own.
   */
  linked?: { table: string; owner: string; column: string };
}

export interface RangeSpec {
  /** Requests send `<name>_from` and `<name>_to`. */
  name: string;
  label: Localized;
  type: 'bigint' | 'timestamp' | 'date';
  column?: string;
}

export type { CellType };

/** A foreign key and the model it points to; the cell shows that model's title. */
export interface RelationSpec {
  key: string;
  model: string;
}

export interface HeaderSpec {
  /** The key of the cell in each row. */
  value: string;
  text: Localized;
  type: CellType;
  sortable?: boolean;
  /**
   * A number whose unit is another cell of the row: a `percentage` there makes it a percentage, anything
   * else an amount in the list's currency (a discount's value beside its type).
   */
  unitFrom?: string;
  /** Source column (default `value`); a Localized pair reads the column of the request language. */
  column?: string | Localized;
  /** Columns joined with a space (e.g. first and last name). */
  concat?: readonly string[];
  /**
   * The cell is the related row's title; with type `link` it is `{route, id, label}`. A `link` header
   * without a relation links the row itself (the model's detailsRoute).
   */
  relation?: RelationSpec;
  /** status cells: label and colour of each value. */
  options?: OptionList;
  /** Column sorted on when it differs from the source (e.g. `first_name` for a concatenated name). */
  sortColumn?: string;
  /** The column holds a model's name: the cell is that model's label in the request language. */
  modelLabel?: boolean;
  /** Kept on a narrow screen: 1 always … 3 first hidden (default: by cell type, in the admin). */
  priority?: ColumnPriority;
  /** Its place on a phone's card, where the type and priority would choose another column. */
  card?: CardRole;
}

export type TotalSpec =
  | { kind: 'sum'; column: string; label: Localized }
  | { kind: 'count'; label: Localized }
  | { kind: 'countBy'; column: string; options: OptionList; label: Localized };

export type ColumnValue = string | number | null;

export interface ActionContext {
  /** The open transaction: everything the handler writes commits or rolls back with the action. */
  trx: Kysely<any>;
  table: string;
  ids: number[];
  adminId: number;
  /** The signed-in admin's permissions, for rules about who may act on which rows. */
  actor: { id: number; permissions: ReadonlySet<string>; isSuperAdmin: boolean };
  now: string;
  /** The request's language, for refusals worded with the row they name. */
  language: Language;
}

export interface CustomActionSpec {
  /** Lower-case name sent as `action`. */
  name: string;
  label: Localized;
  /** Any of these permissions allows the action (default: edit- or manage-{plural}). */
  permissions?: readonly string[];
  /** Every selected row must currently match, otherwise nothing changes (409). */
  onlyWhen?: { column: string; values: readonly (string | number)[] };
  /** Columns written on every selected row. */
  set?: (now: string) => Record<string, ColumnValue>;
  /** Extra work inside the same transaction, after `set`. */
  run?: (context: ActionContext) => Promise<void>;
  /** After the commit: tells live clients what changed (events are only sent for committed data). */
  afterCommit?: (context: { db: Kysely<any>; ids: number[]; publish: PublishEvent }) => Promise<void>;
}

export type PublishEvent = (channel: string, event: string, data: unknown) => Promise<void>;

/** Rows that can never be deleted, matched on a column or on a related row's column. */
export type ProtectedRowsSpec =
  | { column: string; values: readonly string[] }
  | { relation: RelationSpec; column: string; values: readonly string[] };

export interface SeedRowContext {
  index: number;
  random: Random;
  /** A random id of an already seeded model (declared earlier in the registry). */
  pick(model: string): number;
  /** Every id of an already seeded model, in insertion order. */
  ids(model: string): readonly number[];
  /** ISO timestamp of this row's creation, spread over the last 12 months in id order. */
  createdAt: string;
}

/** What a seed's `afterRows` gets: the open transaction and the ids seeded so far (this model's included). */
export interface SeedAfterRowsContext {
  db: Kysely<any>;
  random: Random;
  ids(model: string): readonly number[];
}

export type SeedSpec = (
  | {
      count: number;
      row(context: SeedRowContext): Record<string, ColumnValue>;
      /** Shares of trashed and disabled rows (defaults 0.04 and 0.1). */
      trashed?: number;
      disabled?: number;
      /** Rows of the model's other tables (e.g. link tables), written once its own rows exist. */
      afterRows?(context: SeedAfterRowsContext): Promise<void>;
    }
  | { custom(db: Kysely<any>, random: Random): Promise<void> }
) & {
  /**
   * Models whose rows this seed reads (pick, ids or its own queries): they are seeded before it. By
   * default the models its references point to.
   */
  after?: readonly string[];
};

/** What a model's `single` hook gets when one item is loaded on its own (getSingle). */
export interface SingleItemContext {
  db: Kysely<any>;
  id: number;
  language: Language;
  /** Rows of `model` with these ids (trashed ones too) as `{ id, label }`, in the order given. */
  titles(model: string, ids: readonly number[]): Promise<Array<{ id: number; label: string }>>;
}

export interface ModelSwitches {
  notable: boolean;
  deletable: boolean;
  chartable: boolean;
}

export interface ModelDeclaration {
  /** The `model` string of requests, e.g. `products`. */
  name: string;
  table: string;
  /** Permission subject (spec 6), e.g. `Product` → view-Product, edit-products… */
  subject: string;
  label: Localized;
  /** Columns naming a row (joined with a space) or one column per language; used by links and pickers. */
  title: readonly string[] | Localized;
  /** Named admin page for a row (spec 2.2), e.g. `users-details`; enables link cells to this model. */
  detailsRoute?: string;
  /** The admin's menu entry (group, icon, order; a label or path where spec 2.3 names it differently). */
  menu?: ModelMenu;
  /** The admin's path under /default when it differs from `name` (the FAQ list is `faq-list`). */
  resource?: string;
  /** The admin's create/edit route of spec 2.2: `/{base ?? resource}/{path}/:id?`. */
  ops?: { path: string; base?: string };
  /** The admin's details page of spec 2.2: `/{resource}/{details}/:id` (`''` for `/{resource}/:id`). */
  details?: string;
  /** The list's quick date filters (Today's … Next Month's) work on this column. */
  dateShortcuts?: string;
  /** A form declared on the model: the admin renders it with its generic form. */
  form?: FormSpec;
  /**
   * The declared form's write paths under the API prefix when spec 7 names them otherwise (default
   * `/{name}/store` and `/{name}/update/:id`; the update path ends with `/:id`), e.g. `/Walkthrough/store`.
   */
  writePaths?: { create: string; update: string };
  /** The table belongs to the core migrations: no table is created for it. */
  core?: boolean;
  /** Columns besides the standard id, created_at, updated_at, deleted_at (and enabled). */
  columns: Record<string, ColumnDeclaration>;
  /** Columns never sent to the client (e.g. a password hash). */
  hidden?: readonly string[];
  /** The table has an `enabled` 0/1 column (enable/disable actions). */
  enabled?: boolean;
  /** Extra indexes (each a column list), created by the table migration. */
  indexes?: readonly (readonly string[])[];
  /**
   * For large tables: running summaries (row counts and declared sums per creation day, trash state and
   * the listed not-null columns; date columns by day), each a dimension list, kept exact by triggers. A
   * search whose filters are all on one summary's columns, on whole-day date ranges and on the trash reads
   * its total, totals and chart from the first such summary instead of counting the table; list smaller
   * summaries first. Every countBy total's column must be in each.
   */
  summaries?: readonly (readonly string[])[];
  /** Text columns of large tables with a substring index, so "contains" filters on them use it. */
  textIndex?: readonly string[];
  switches?: Partial<ModelSwitches>;
  fields?: readonly FieldSpec[];
  ranges?: readonly RangeSpec[];
  headers: readonly HeaderSpec[];
  defaultSort?: { column: string; desc: boolean };
  totals?: readonly TotalSpec[];
  actions?: readonly CustomActionSpec[];
  protectedRows?: ProtectedRowsSpec;
  seed?: SeedSpec;
  /**
   * Further migrations the model owns (link tables, constraints), keyed by a short suffix; they run after
   * its table migration, in suffix order.
   */
  extraMigrations?: Record<string, Migration>;
  /** Extra keys of an item loaded on its own (getSingle), e.g. the rows it links to. */
  single?(context: SingleItemContext): Promise<Record<string, unknown>>;
  /**
   * A check before a built-in action, in the same transaction; it throws (an HttpError) to refuse the
   * whole request (e.g. a role that admins still hold cannot be deleted).
   */
  beforeBuiltInAction?(
    action: 'delete' | 'restore' | 'enable' | 'disable',
    context: ActionContext & { language: Language },
  ): Promise<void>;
  /** Extra work after a built-in action, in the same transaction (e.g. ending disabled admins' sessions). */
  afterBuiltInAction?(action: 'delete' | 'restore' | 'enable' | 'disable', context: ActionContext): Promise<void>;
}

/** A declaration with its defaults filled in, as the engine uses it. */
export interface Model extends ModelDeclaration {
  switches: ModelSwitches;
  fields: readonly FieldSpec[];
  ranges: readonly RangeSpec[];
  totals: readonly TotalSpec[];
  actions: readonly CustomActionSpec[];
  hidden: readonly string[];
  indexes: readonly (readonly string[])[];
  defaultSort: { column: string; desc: boolean };
  /** Every stored column, standard ones included, with its kind. */
  storage: Record<string, { kind: ColumnKind; nullable: boolean }>;
}
