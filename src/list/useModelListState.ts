// The list's state (filters, page, page size, sort) read from and written to the URL query, and the
// page of results fetched for it through the data provider's getList (the `search` call). Only the
// model's own filter keys are applied and sent (see knownFilters.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetList, useI18nProvider } from 'react-admin';
import { toLanguage } from '../providers/language';
import { effectiveDirection } from '../theme/direction';
import { usePreferences } from '../theme/preferences';
import { filterKeysOf, knownFilterKeys, pickFilters, rememberFilterKeys } from './knownFilters';
import { compactFilters, normalizeFilters, parseListParams, toSearchParams, type ListParams } from './listParams';
import type { FilterField, ListMeta, Row } from './types';
import { DEFAULT_PAGE_SIZE } from '../../common/constants';

/** `filterKeys`: the model's declared filter keys (`ModelUi.filterKeys`), when the list has them. */
export function useModelListState(model: string, filterKeys?: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // The URL cannot tell a one-value multi-select from a select: once the server has described its
  // fields, values take their field's shape (the first request of a page sends them as they are).
  const knownFields = useRef<FilterField[]>([]);
  const params = useMemo(() => {
    const parsed = parseListParams(new URLSearchParams(query));
    return { ...parsed, filters: normalizeFilters(parsed.filters, knownFields.current) };
  }, [query]);
  // The language is part of the query so that switching it (and the text direction) reloads the list.
  // The provider's locale changes only once the new messages are in, when requests carry the new language.
  const locale = useI18nProvider().getLocale();
  // So is the direction, so that the customizer's right-to-left switch reloads it too (spec 2.4). It is
  // worked out from this locale, not from <html lang>, so a language switch changes both in one render.
  const direction = effectiveDirection(toLanguage(locale), usePreferences().direction);
  // The filters of the URL that are the model's: shown, searched and exported (until the keys are
  // known, all of them). Declared keys first, else the ones the answer on screen describes.
  const [described, setDescribed] = useState<ReadonlySet<string> | null>(null);
  const keys = useMemo(() => knownFilterKeys(model, filterKeys) ?? described, [model, filterKeys?.join(), described]);
  const applied = useMemo(() => pickFilters(params.filters, keys), [params.filters, keys]);
  // Exact figures, once asked for, hold for these filters (paging and sorting keep them); other
  // filters start estimated again, as each exact count of a broad search costs a full count.
  // Written as the URL writes them, so 'a' and ['a'] (before and after the fields are known) are one key.
  const filtersKey = toSearchParams({
    filters: compactFilters(applied),
    page: 1,
    perPage: DEFAULT_PAGE_SIZE,
    sort: null,
  }).toString();
  const [exactFor, setExactFor] = useState<string | null>(null);
  const exact = exactFor === filtersKey;

  const result = useGetList<Row & { id: string | number }>(
    model,
    {
      pagination: { page: params.page, perPage: params.perPage },
      // No field means the server's own order (react-admin would otherwise sort by `id`).
      sort: params.sort
        ? { field: params.sort.field, order: params.sort.desc ? 'DESC' : 'ASC' }
        : { field: '', order: 'ASC' },
      filter: compactFilters(applied),
      meta: { locale, direction, ...(exact ? { exact: true } : {}) },
    },
    {
      // Keep showing the current page while the next one loads.
      placeholderData: (previous) => previous,
      // List fetch failures are logged only (spec 8), and not retried: each try would toast again.
      retry: false,
      onError: (error: unknown) => console.error(`Loading the ${model} list failed`, error),
    },
  );

  const { refetch } = result;

  /** Puts new state in the URL; when nothing changes, reloads instead (Search twice still searches). */
  const update = useCallback(
    (next: Partial<ListParams>) => {
      const target = toSearchParams({ ...params, ...next });
      if (target.toString() === query) void refetch();
      else setSearchParams(target);
    },
    [params, query, refetch, setSearchParams],
  );

  const meta = (result.meta ?? null) as ListMeta | null;
  if (meta) knownFields.current = meta.fields.fields;
  useEffect(() => {
    if (!meta?.fields) return;
    rememberFilterKeys(model, meta.fields);
    setDescribed((current) =>
      current && sameKeys(current, filterKeysOf(meta.fields)) ? current : filterKeysOf(meta.fields),
    );
  }, [model, meta?.fields]);
  const rows = (result.data ?? []) as Row[];
  const total = result.total ?? 0;

  // An action can empty the last page (its last rows deleted, '61–60 of 60'): go to the last page that
  // has rows instead, in place of the emptied one in the history.
  const lastPage = Math.max(1, Math.ceil(total / params.perPage));
  const answered = result.isSuccess && !result.isFetching && !result.isPlaceholderData;
  const pastTheEnd = answered && rows.length === 0 && total > 0 && params.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setSearchParams(toSearchParams({ ...params, page: lastPage }), { replace: true });
  }, [pastTheEnd, lastPage, params, setSearchParams]);

  return {
    params,
    /** The URL's filters that are the model's. */
    applied,
    update,
    rows,
    total,
    meta,
    /** True until the first fetch has completed. */
    loading: result.isPending,
    fetching: result.isFetching,
    reload: refetch,
    /** The total, totals and chart on screen are estimates. */
    estimated: meta?.estimated === true,
    /** Runs the search again with exact figures. */
    showExact: () => setExactFor(filtersKey),
  };
}

const sameKeys = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((key) => b.has(key));
