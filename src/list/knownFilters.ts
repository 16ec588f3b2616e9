// The filter keys a model has, by the server's description of its fields (a `search` answer's `fields`):
// each field's name, `{range}_from` / `{range}_to`, and Show Trash. A list URL may carry other keys
// (`utm_source`, an outdated link); the server refuses those, so they are left out.
import { SHOW_TRASH } from './listParams';

export interface DescribedFields {
  fields?: Array<{ name: string }>;
  rangeFields?: Array<{ name: string }>;
}

export function filterKeysOf(described: DescribedFields | null | undefined): Set<string> {
  return new Set([
    SHOW_TRASH,
    ...(described?.fields ?? []).map((field) => field.name),
    ...(described?.rangeFields ?? []).flatMap((range) => [`${range.name}_from`, `${range.name}_to`]),
  ]);
}

/** The filters whose key is one of `keys`, in their order. */
export function pickFilters<T>(filters: Record<string, T>, keys: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(filters).filter(([key]) => keys.has(key)));
}
