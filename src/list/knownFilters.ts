// The filter keys a model has. A list URL may carry other keys (`utm_source`, an outdated link); the
// server refuses those with a 400, so the list leaves them out before it asks. The keys come from the
// model registry (`ModelUi.filterKeys`) when the list is given them, else from the model's last `search`
// answer (each field's name, `{range}_from` / `{range}_to`); Show Trash is always one.
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

/** Per model, the filter keys its last answer described (kept while the admin is open). */
const describedKeys = new Map<string, Set<string>>();

export function rememberFilterKeys(model: string, described: DescribedFields): void {
  describedKeys.set(model, filterKeysOf(described));
}

/** The model's filter keys: the declared ones, else the last described; null before either is known. */
export function knownFilterKeys(model: string, declared?: readonly string[]): ReadonlySet<string> | null {
  return declared ? new Set([SHOW_TRASH, ...declared]) : (describedKeys.get(model) ?? null);
}

/** The filters whose key is one of `keys` (all of them while the keys are unknown), in their order. */
export function pickFilters<T>(filters: Record<string, T>, keys: ReadonlySet<string> | null): Record<string, T> {
  return keys ? Object.fromEntries(Object.entries(filters).filter(([key]) => keys.has(key))) : filters;
}
