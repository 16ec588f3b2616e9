// The `POST search` body: which model, which page, which filters and which order. Everything a client
// sends is checked here against the declaration before any SQL is built.
import type { Language } from '../http/language';
import type { Model } from '../models/define/types';
import { findModel } from '../models/registry';
import { echoable, fail } from './context';
import { parseFilters, type FilterOptions, type ParsedFilters } from './filters';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../common/constants';

/** One page of up to 1000 rows, for forms that load a whole picker at once (spec 7.5 and 9: the discount form's users). */
export const PICKER_PAGE_SIZE = 1000;
const MAX_PAGE = 10_000_000;
const MAX_SORT_TERMS = 5;

/** Every key the search endpoint understands (search, export and actions share it). */
const KNOWN_KEYS = new Set([
  'model',
  'itemsPerPage',
  'page',
  'filters',
  'sortBy',
  'sortDesc',
  // Sent by table components along with the sort (spec 7.1); accepted and ignored.
  'groupBy',
  'groupDesc',
  'mustSort',
  'multiSort',
  'export_format',
  // With export_format: true runs the export as a job (`{ job_id }`), false as before.
  'job',
  // true: the total, totals and chart are counted even when the list would estimate them.
  'exact',
  'id',
  'action',
  'data',
]);

export type ListBody = Record<string, unknown>;

export interface SortTerm {
  column: string;
  desc: boolean;
}

export interface ListQuery {
  model: Model;
  filters: ParsedFilters;
  sort: SortTerm[];
  page: number;
  perPage: number;
  /** Count the total, totals and chart even for a broad search (`exact: true`). */
  exact: boolean;
}

/** The body as an object with only known keys, or a 400 naming the first unknown one. */
export function checkBody(language: Language, body: unknown): ListBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw fail(language, 400, 'errors.invalid_json');
  for (const key of Object.keys(body)) {
    if (!KNOWN_KEYS.has(key)) {
      throw fail(language, 400, 'models.unknown_field', { field: echoable(key) ?? '?' });
    }
  }
  return body as ListBody;
}

/** The named model (by name or subject), or 404. */
export function requireModel(language: Language, name: unknown): Model {
  if (name === undefined || name === null || name === '')
    throw fail(language, 400, 'validation.required', { field: 'model' });
  const model = typeof name === 'string' ? findModel(name) : undefined;
  if (model) return model;
  const shown = echoable(name);
  throw shown
    ? fail(language, 404, 'models.unknown_model', { model: shown })
    : fail(language, 404, 'models.unknown_model_plain');
}

function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

export function parsePaging(language: Language, body: ListBody): { page: number; perPage: number } {
  const perPage =
    body.itemsPerPage === undefined || body.itemsPerPage === null ? DEFAULT_PAGE_SIZE : wholeNumber(body.itemsPerPage);
  if (perPage === null || !((PAGE_SIZES as readonly number[]).includes(perPage) || perPage === PICKER_PAGE_SIZE))
    throw fail(language, 400, 'models.invalid_page_size');
  const page = body.page === undefined || body.page === null ? 1 : wholeNumber(body.page);
  if (page === null || page < 1 || page > MAX_PAGE) throw fail(language, 400, 'models.invalid_page');
  return { page, perPage };
}

/** The column behind a sortable header (in the request language), or undefined. */
export function sortColumnOf(model: Model, value: string, language: Language): string | undefined {
  if (value === 'ID' || value === 'id') return 'id';
  const header = model.headers.find((candidate) => candidate.value === value);
  if (!header?.sortable) return undefined;
  if (header.sortColumn) return header.sortColumn;
  if (typeof header.column === 'object') return header.column[language];
  return header.column ?? header.value;
}

export function parseSort(language: Language, model: Model, body: ListBody): SortTerm[] {
  const by =
    body.sortBy === undefined || body.sortBy === null ? [] : Array.isArray(body.sortBy) ? body.sortBy : [body.sortBy];
  const desc =
    body.sortDesc === undefined || body.sortDesc === null
      ? []
      : Array.isArray(body.sortDesc)
        ? body.sortDesc
        : [body.sortDesc];
  if (by.length > MAX_SORT_TERMS || desc.length > MAX_SORT_TERMS) throw fail(language, 400, 'models.invalid_sort');
  if (desc.some((item) => typeof item !== 'boolean' && item !== 0 && item !== 1))
    throw fail(language, 400, 'models.invalid_sort');
  const terms: SortTerm[] = [];
  by.forEach((value, index) => {
    if (typeof value !== 'string') throw fail(language, 400, 'models.invalid_sort');
    if (value === '') return;
    const column = sortColumnOf(model, value, language);
    if (!column) {
      const shown = echoable(value);
      throw shown
        ? fail(language, 400, 'models.unknown_sort', { name: shown })
        : fail(language, 400, 'models.unknown_sort_plain');
    }
    terms.push({ column, desc: Boolean(desc[index]) });
  });
  return terms.length > 0 ? terms : [model.defaultSort];
}

/** The whole list query of a search or export body. */
export function parseListQuery(
  language: Language,
  model: Model,
  body: ListBody,
  filterOptions: FilterOptions = {},
): ListQuery {
  const { page, perPage } = parsePaging(language, body);
  return {
    model,
    filters: parseFilters(language, model, body.filters, filterOptions),
    sort: parseSort(language, model, body),
    page,
    perPage,
    exact: parseExact(language, body),
  };
}

function parseExact(language: Language, body: ListBody): boolean {
  if (body.exact === undefined || body.exact === null) return false;
  if (typeof body.exact !== 'boolean') throw fail(language, 400, 'models.invalid_exact');
  return body.exact;
}
