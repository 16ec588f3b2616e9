// Reading the item a form edits, quietly (a failure is only logged, spec 8): `getSingle/{model}/{id}`
// (spec 7.1), or a model's own show call such as `program_prices/show/{id}` (spec 7.2).
import { request } from '../providers/http';

/** A loaded item: its columns plus what the server adds (linked rows as `{ id, label }` lists…). */
export type FormItem = Record<string, unknown>;

export async function loadSingleItem(model: string, id: string, signal?: AbortSignal): Promise<FormItem> {
  const { data } = await request<{ item?: FormItem }>(
    `getSingle/${encodeURIComponent(model)}/${encodeURIComponent(id)}`,
    { signal, quiet: true },
  );
  return data?.item ?? ((data ?? {}) as FormItem);
}

export async function loadShownItem(path: string, id: string, signal?: AbortSignal): Promise<FormItem> {
  const { data } = await request<FormItem>(`${path}/${encodeURIComponent(id)}`, { signal, quiet: true });
  return data ?? {};
}
