// The shapes of the `search` contract (docs/api.md, "Models, search…").
import type { CardRole, CellType, ColumnPriority } from '../../common/models/cells';

/** A filter definition of the Search Criteria panel. */
export interface FilterField {
  name: string;
  label: string;
  /** bigint, select, varchar, timestamp, … */
  type: string;
  /** Label → value. */
  options?: Record<string, string | number>;
  multiple?: boolean;
  searchable?: boolean;
  /** Options come from the field search call as the user types. */
  remote?: boolean;
}

export interface RangeField {
  name: string;
  label: string;
  type: string;
}

export type { CardRole, CellType, ColumnPriority };

export interface Header {
  text: string;
  value: string;
  type?: CellType | string;
  sortable?: boolean;
  /** Amount columns: the ISO 4217 code their values are shown in (from the list's options). */
  currency?: string;
  /**
   * A number whose unit is the row's cell of this key: a `percentage` there makes it a percentage, anything
   * else an amount in the currency (a discount's value beside its type).
   */
  unitFrom?: string;
  /** Kept on a narrow screen: 1 always … 3 first hidden; absent: by type (table/listColumns.ts). */
  priority?: ColumnPriority;
  /** Its place on a phone's card; absent: chosen by type and priority. */
  card?: CardRole;
}

export interface LinkValue {
  route: string;
  id: string | number;
  label: string;
}

export interface StatusValue {
  label: string;
  color?: string;
  /** One of the palette's 11 tones (common/models/statusTones.ts); derived from `color` when absent. */
  tone?: string;
  value: string;
}

export interface BulkActionOption {
  name: string;
  label: string;
}

export interface ListOptions {
  notable?: boolean;
  deletable?: boolean;
  chartable?: boolean;
  bulkActions?: BulkActionOption[];
  /** The ISO 4217 code of the amounts (the `currency` setting; EGP by default). */
  currency?: string;
  /** The labels of the totals that add up amounts, shown in the currency. */
  amountTotals?: string[];
}

export interface Charts {
  months: string[];
  counts: number[];
}

/** A total is a plain value or an object of named sub-values. */
export type Totals = Record<string, number | string | Record<string, number | string>>;

export interface Row {
  ID: string | number;
  is_trashed?: number | boolean;
  enabled?: number | boolean;
  [column: string]: unknown;
}

/** Everything of a `search` answer besides the rows. */
export interface ListMeta {
  fields: { fields: FilterField[]; rangeFields: RangeField[] };
  totals: Totals | null;
  options: ListOptions;
  charts: Charts | null;
  headers: Header[];
  /** The total, totals and chart are estimated from a sample (a broad search); the screen says so. */
  estimated?: boolean;
}

export type FilterValue = string | number | boolean | Array<string | number>;
export type Filters = Record<string, FilterValue>;

export interface Sort {
  field: string;
  desc: boolean;
}

export type { NoteRecord as Note } from '../providers/dataProvider';
