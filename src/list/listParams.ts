// The list state lives in the page's URL query (`?status=active&price_from=10&page=2`), so a list can be
// linked to with filters already set (e.g. `?delivery_date_from=2026-01-01`) and survives a reload.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../common/constants';
import type { FilterField, Filters, FilterValue, Sort } from './types';

export interface ListParams {
  filters: Filters;
  page: number;
  perPage: number;
  sort: Sort | null;
}

/** Query keys that are not filters. */
const PAGE = 'page';
const PER_PAGE = 'per_page';
const SORT_BY = 'sort_by';
const SORT_DESC = 'sort_desc';
const RESERVED = new Set([PAGE, PER_PAGE, SORT_BY, SORT_DESC]);

export const SHOW_TRASH = 'show_trash';

const NUMERIC = /^-?\d+(\.\d+)?$/;

function isRangeKey(key: string): boolean {
  return key.endsWith('_from') || key.endsWith('_to');
}

export function parseListParams(search: URLSearchParams): ListParams {
  const filters: Filters = {};
  for (const key of new Set(search.keys())) {
    if (RESERVED.has(key)) continue;
    const values = search.getAll(key).filter((value) => value !== '');
    if (values.length === 0) continue;
    if (key === SHOW_TRASH) {
      filters[key] = values[0] === 'true' || values[0] === '1';
    } else if (values.length > 1) {
      filters[key] = values;
    } else if (isRangeKey(key) && NUMERIC.test(values[0])) {
      // Number ranges are sent as numbers (`price_from: 10`); dates stay text.
      filters[key] = Number(values[0]);
    } else {
      filters[key] = values[0];
    }
  }
  const page = Number.parseInt(search.get(PAGE) ?? '', 10);
  const perPage = Number.parseInt(search.get(PER_PAGE) ?? '', 10);
  const sortBy = search.get(SORT_BY);
  return {
    filters,
    page: page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    sort: sortBy ? { field: sortBy, desc: search.get(SORT_DESC) === 'true' } : null,
  };
}

export function isEmptyFilterValue(value: FilterValue | undefined | null): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Drops empty values and a false Show Trash so requests and URLs carry only what is set. */
export function compactFilters(filters: Filters): Filters {
  const compact: Filters = {};
  for (const [key, value] of Object.entries(filters)) {
    if (isEmptyFilterValue(value)) continue;
    if (key === SHOW_TRASH && value === false) continue;
    compact[key] = value;
  }
  return compact;
}

export function toSearchParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(compactFilters(params.filters))) {
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)));
    else search.set(key, String(value));
  }
  if (params.page > 1) search.set(PAGE, String(params.page));
  if (params.perPage !== DEFAULT_PAGE_SIZE) search.set(PER_PAGE, String(params.perPage));
  if (params.sort) {
    search.set(SORT_BY, params.sort.field);
    search.set(SORT_DESC, String(params.sort.desc));
  }
  return search;
}

/**
 * Gives URL-seeded values the shape their field expects once the field definitions are known:
 * multi-selects hold lists, selects with numeric or remote options hold numbers.
 */
export function normalizeFilters(filters: Filters, fields: FilterField[]): Filters {
  const normalized: Filters = { ...filters };
  for (const field of fields) {
    const value = normalized[field.name];
    if (isEmptyFilterValue(value) || field.type !== 'select') continue;
    // Remote options are record ids, numbers as a rule.
    const numeric =
      field.remote === true || Object.values(field.options ?? {}).some((option) => typeof option === 'number');
    const cast = (item: string | number | boolean) =>
      numeric && typeof item === 'string' && NUMERIC.test(item) ? Number(item) : (item as string | number);
    if (field.multiple) {
      normalized[field.name] = (Array.isArray(value) ? value : [value as string | number]).map(cast);
    } else if (!Array.isArray(value)) {
      normalized[field.name] = cast(value as string | number);
    }
  }
  return normalized;
}
