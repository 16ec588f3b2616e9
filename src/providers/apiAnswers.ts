// The shapes of the API's answers and custom calls the data provider hands on (docs/api.md).

export type RecordId = string | number;
export type ExportFormat = 'excel' | 'pdf';
export type ApiRow = Record<string, unknown> & { ID?: RecordId; id?: RecordId };

/** A `search` answer: one page of rows and the list's description. */
export interface SearchAnswer {
  fields: { fields: Array<{ name: string }>; rangeFields: Array<{ name: string }> };
  results: { data: ApiRow[]; total: number };
  totals: unknown;
  options: unknown;
  charts: unknown;
  headers: unknown[];
  /** true when the total, totals and chart are estimated from a sample; absent: exact. */
  estimated?: boolean;
}

export interface SearchQuery {
  filters: Record<string, unknown>;
  sort?: { field: string; desc: boolean } | null;
}

export interface NoteRecord {
  id?: RecordId;
  note: string;
  is_private: number | boolean;
  created_at: string;
  author?: { id: number | string; name: string } | string | null;
}

/** A `getSingle` answer: the raw item, the row as the list shows it, its headers and its notes. */
export interface SingleRecord {
  item: ApiRow;
  row: ApiRow | null;
  headers: Array<{ text: string; value: string; type?: string }>;
  notes: NoteRecord[];
  /** The record's own name, when the server gives one. */
  title?: string;
}

export interface SearchPickerQuery {
  query?: string;
  value?: RecordId | RecordId[] | null;
  /** Object mode: the answer holds whole records. */
  objects?: boolean;
  multiple?: boolean;
}

/** Also reads backends that answer `getSingle` with the flat record and its `notes`. */
export function singleOf(answer: unknown): SingleRecord {
  const body = (answer ?? {}) as ApiRow & {
    item?: ApiRow;
    row?: ApiRow;
    headers?: SingleRecord['headers'];
    notes?: NoteRecord[];
    title?: unknown;
  };
  const item = body.item ?? body;
  const notes = Array.isArray(body.notes) ? body.notes : item.notes;
  return {
    item,
    row: body.row ?? null,
    headers: Array.isArray(body.headers) ? body.headers : [],
    notes: Array.isArray(notes) ? (notes as NoteRecord[]) : [],
    ...(typeof body.title === 'string' && body.title.trim() !== '' && body.item ? { title: body.title } : {}),
  };
}

/** An export run as a job (GET jobs/{id}). */
export interface ExportJob {
  id: string;
  model: string;
  format: ExportFormat;
  state: 'queued' | 'running' | 'done' | 'failed';
  /** 0–100. */
  progress: number;
  rows_total: number;
  rows_done: number;
  created_at: string;
  finished_at: string | null;
  expires_at: string;
  file_url: string | null;
}

/** A saved view of a model's list (GET views/{model}). */
export interface SavedView {
  id: number;
  name: string;
  /** Filter name → value, as `search` takes them. */
  filters: Record<string, unknown>;
  /** `by: null`: the list's default order. */
  sort: { by: string | null; desc: boolean };
  /** The visible header keys, in order. */
  columns: string[];
  page_size: number;
  shared_role_ids: number[];
  owner: { id: number; name: string };
  /** The signed-in admin owns it. */
  mine: boolean;
  /** It is the signed-in admin's default view of the list. */
  is_default: boolean;
}

/** What POST views/{model} saves; on a change every field is optional. */
export type SavedViewInput = Pick<
  SavedView,
  'name' | 'filters' | 'sort' | 'columns' | 'page_size' | 'shared_role_ids' | 'is_default'
>;
