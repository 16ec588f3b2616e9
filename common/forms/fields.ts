// The declared form of a model: what `defineModel({ form })` holds on the server and what the admin's
// generic <ModelForm> renders. One declaration gives the inputs, the server's validation and the defaults.
import type { Localized } from '../localized';

export type FormFieldType =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'number'
  | 'amount'
  | 'boolean'
  | 'select'
  | 'reference'
  | 'date'
  | 'datetime'
  | 'image'
  | 'file';

export interface FormFieldSpec {
  /** The key in the record and in the write request. */
  name: string;
  type: FormFieldType;
  label: Localized;
  helper?: Localized;
  required?: boolean;
  /** select: the fixed choices. */
  options?: readonly { value: string | number; label: Localized }[];
  /** reference: the model whose rows are picked (through search-picker); `multiple` sends a list of ids. */
  reference?: string;
  multiple?: boolean;
  /** number / amount bounds; text length limit. */
  min?: number;
  max?: number;
  maxLength?: number;
  /** number: whole numbers only (an integer column). */
  integer?: boolean;
  /** Direction of the typed value (`rtl` for Arabic texts) regardless of the interface language. */
  dir?: 'ltr' | 'rtl';
  /** The value of a new record. */
  default?: string | number | boolean | null;
  /** text: no other row (trashed ones included) holds the same value, ignoring case (checked by the server). */
  unique?: boolean;
  /**
   * text: a URL slug (lower-case letters, digits, single dashes between them), or an outline: a GeoJSON
   * Polygon (common/geo/polygon.ts).
   */
  format?: 'slug' | 'polygon';
  /**
   * number: one half of a point on the map. The form shows the pair together with a map to pick it on, and
   * the two are given together or left empty together.
   */
  point?: 'latitude' | 'longitude';
}

export interface FormSpec {
  fields: readonly FormFieldSpec[];
}
