// The calls every form makes, all through the one request helper: load the item (quiet: a failure is
// only logged, spec 8), search picker options, save, and the text of the save error dialog.
import { HttpError, request } from '../providers/http';

export interface Option {
  id: number;
  label: string;
  /** Extra text the option is also searched by (e.g. an e-mail). */
  detail?: string;
}

/** A loaded item: its columns plus what the server adds (linked rows as `{ id, label }` lists…). */
export type FormItem = Record<string, unknown>;

/** One item through `getSingle/{model}/{id}` (spec 7.1). */
export async function loadSingleItem(model: string, id: string, signal?: AbortSignal): Promise<FormItem> {
  const { data } = await request<{ item?: FormItem }>(`getSingle/${encodeURIComponent(model)}/${encodeURIComponent(id)}`, { signal, quiet: true });
  return data?.item ?? ((data ?? {}) as FormItem);
}

/** One item through a model's own show call, e.g. `program_prices/show/{id}` (spec 7.2). */
export async function loadShownItem(path: string, id: string, signal?: AbortSignal): Promise<FormItem> {
  const { data } = await request<FormItem>(`${path}/${encodeURIComponent(id)}`, { signal, quiet: true });
  return data ?? {};
}

/** A list cell or picker label as text: plain values, or the label of a link cell. */
export function cellText(cell: unknown): string {
  if (cell && typeof cell === 'object' && 'label' in cell) return String((cell as { label: unknown }).label ?? '');
  return cell === null || cell === undefined ? '' : String(cell);
}

/** Options of a server-searched picker: rows of `model` matching `query`, plus the selected ids. */
export async function searchOptions(model: string, query: string, selected: readonly number[], signal?: AbortSignal): Promise<Option[]> {
  const { data } = await request<Record<string, unknown>>('search-picker', {
    method: 'post',
    data: { model, direct: true, query, alldata: 0, multiple: true, ...(selected.length > 0 ? { value: [...selected] } : {}) },
    signal,
    quiet: true,
  });
  return Object.entries(data ?? {}).map(([id, label]) => ({ id: Number(id), label: cellText(label) }));
}

export interface SavePaths {
  /** e.g. `coupons/store` */
  create: string;
  /** e.g. `coupons/update`; the id is appended. */
  update: string;
}

/** Create sends the form; update sends the id plus the form (spec 7.5). */
export async function saveForm(paths: SavePaths, id: string | undefined, form: Record<string, unknown>): Promise<unknown> {
  const answer = id
    ? await request(`${paths.update}/${encodeURIComponent(id)}`, { method: 'post', data: { id: Number(id), ...form } })
    : await request(paths.create, { method: 'post', data: form });
  return answer.data;
}

/**
 * The text of the save error dialog (spec 8): the first message of the first field in the answer's
 * errors, else the answer's message, else null (the dialog shows 'Unknown error').
 */
export function saveErrorText(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const body = (error.body ?? {}) as { errors?: unknown; message?: unknown };
  const errors = body.errors && typeof body.errors === 'object' ? Object.values(body.errors as Record<string, unknown>) : [];
  const first = errors[0];
  const firstMessage = Array.isArray(first) ? first[0] : first;
  if (typeof firstMessage === 'string' && firstMessage !== '') return firstMessage;
  return typeof body.message === 'string' && body.message !== '' ? body.message : null;
}
