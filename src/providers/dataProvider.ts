// react-admin's data provider on the API contract (docs/api.md): lists, actions, export and notes go
// through POST search, single records through GET getSingle, writes through each model's own endpoints.
// Beyond react-admin's methods it offers the list screen's calls (runAction, exportFile, notes, field
// search, search picker). Every call goes through the one request helper, http.ts.
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { filterKeysOf, pickFilters } from '../list/knownFilters';
import { SHOW_TRASH } from '../list/listParams';
import { HttpError, request, requestBlob, type DownloadedFile } from './http';
import { filtersInLocalTime } from './localDateTimes';
import type { ModelUi } from '../../common/models/registry';

export type RecordId = string | number;
export type ExportFormat = 'excel' | 'pdf';
type Row = Record<string, unknown> & { ID?: RecordId; id?: RecordId };

/** The page sizes `search` accepts (spec 9); other sizes are raised to the next allowed one. */
const PAGE_SIZES = [30, 60, 90, 100, 150];

/** Resources whose name (their path under /default) differs from the API's model name. */
const MODEL_OF_RESOURCE: Record<string, string> = {
  'faq-list': 'faqs',
  faq: 'faqs',
};

/** The API's model name of a react-admin resource; `meta.model` wins. */
export function modelOf(resource: string, meta?: { model?: string }): string {
  return meta?.model ?? MODEL_OF_RESOURCE[resource] ?? resource;
}

/**
 * Create and update endpoints of the models that have them (spec 7); others use `{model}/store` and
 * `{model}/update/{id}`.
 */
const WRITE_PATHS: Record<string, { create?: string; update?: string }> = {
  pages: { create: 'page/store', update: 'page/update/:id' },
  faqs: { create: 'faq/store', update: 'faq/update/:id' },
  coupons: { create: 'coupons/store', update: 'coupons/update/:id' },
  discounts: { create: 'discounts/store', update: 'discounts/update/:id' },
  'referral-discounts': { create: 'referral-discounts/store', update: 'referral-discounts/update/:id' },
  'payment-methods': { create: 'payment-methods/store', update: 'payment-methods/update/:id' },
  'payout-requests': { create: 'payout-request/store', update: 'payout-request/update/:id' },
  classifications: { create: 'classifications/store', update: 'classifications/update/:id' },
  'diet-programs': { create: 'diet-programs/store', update: 'diet-programs/update/:id' },
  'program-prices': { create: 'program_prices/store', update: 'program_prices/update/:id' },
  walkthrough: { create: 'Walkthrough/store', update: 'Walkthrough/update/:id' },
  chatgroup: { create: 'chatgroup/store', update: 'chatgroup/update/:id' },
  programs: { create: 'programs', update: 'programs/:id' },
  'sub-programs': { create: 'subprograms', update: 'subprograms/:id' },
  admins: { create: 'admins', update: 'admins/:id' },
  users: { update: 'user-update/:id' },
  roles: { create: 'role/create', update: 'role/update/:id' },
};

function writePath(model: string, kind: 'create' | 'update', id?: Identifier): string {
  const pattern = WRITE_PATHS[model]?.[kind] ?? (kind === 'create' ? `${model}/store` : `${model}/update/:id`);
  return pattern.replace(':id', encodeURIComponent(String(id)));
}

// Rows carry their key as `ID`; react-admin wants `id`.
function withId<T extends RaRecord = RaRecord>(row: Row, fallback?: RecordId): T {
  return { ...row, id: row.ID ?? row.id ?? fallback } as unknown as T;
}

function pageSize(perPage: number | undefined): number {
  return PAGE_SIZES.find((size) => size >= (perPage ?? PAGE_SIZES[0])) ?? PAGE_SIZES[PAGE_SIZES.length - 1];
}

export interface SearchQuery {
  filters: Record<string, unknown>;
  sort?: { field: string; desc: boolean } | null;
}

function sortFields(sort: SearchQuery['sort']) {
  return sort?.field ? { sortBy: [sort.field], sortDesc: [sort.desc] } : {};
}

interface SearchAnswer {
  fields: { fields: Array<{ name: string }>; rangeFields: Array<{ name: string }> };
  results: { data: Row[]; total: number };
  totals: unknown;
  options: unknown;
  charts: unknown;
  headers: unknown[];
}

type Filters = Record<string, unknown>;

/** Per model, the filter keys its last `search` answer described. */
const knownFilterKeys = new Map<string, Set<string>>();

/** Whether two selections from the same filters hold the same keys. */
const sameKeys = (a: Filters, b: Filters) => JSON.stringify(Object.keys(a)) === JSON.stringify(Object.keys(b));

/**
 * The list screen's filters come from the page's URL, which may hold keys that are no filters of the
 * model (`utm_source`, an outdated link): the server refuses them with a 400. Keeping each model's keys
 * from its last answer leaves them out of every later request. A refused request (the first one of a
 * model, or one from before a server release) is retried once: Show Trash alone describes the fields,
 * and is the answer unless other filters are accepted. When every key is a filter, the 400 was about a
 * value and stands.
 */
async function searchKnownFilters(model: string, filters: Filters, search: (filters: Filters) => Promise<SearchAnswer>) {
  const known = knownFilterKeys.get(model);
  const sent = known ? pickFilters(filters, known) : filters;
  try {
    return await search(sent);
  } catch (error) {
    const alwaysAccepted = pickFilters(filters, new Set([SHOW_TRASH]));
    const badRequest = error instanceof HttpError && error.status === 400;
    if (!badRequest || sameKeys(sent, alwaysAccepted)) throw error;
    const described = await search(alwaysAccepted);
    const accepted = pickFilters(filters, filterKeysOf(described.fields));
    if (sameKeys(accepted, sent)) throw error;
    return sameKeys(accepted, alwaysAccepted) ? described : search(accepted);
  }
}

/** Files in a form's data (react-admin's file inputs hold `{ rawFile }`) go as multipart. */
function splitFiles(data: Record<string, unknown>) {
  const fields: Record<string, unknown> = {};
  const files: Record<string, Blob | Blob[]> = {};
  const fileOf = (value: unknown): Blob | null => {
    if (value instanceof Blob) return value;
    if (value && typeof value === 'object' && 'rawFile' in value && (value as { rawFile: unknown }).rawFile instanceof Blob) {
      return (value as { rawFile: Blob }).rawFile;
    }
    return null;
  };
  for (const [key, value] of Object.entries(data)) {
    const list = Array.isArray(value) ? value.map(fileOf) : null;
    const single = fileOf(value);
    if (single) files[key] = single;
    else if (list && list.length > 0 && list.every((file) => file !== null)) files[key] = list as Blob[];
    else fields[key] = value;
  }
  return Object.keys(files).length > 0 ? { data: fields, files } : { data: fields };
}

/** A `getSingle` answer: the raw item, the row as the list shows it, its headers and its notes. */
export interface SingleRecord {
  item: Row;
  row: Row | null;
  headers: Array<{ text: string; value: string; type?: string }>;
  notes: NoteRecord[];
}

/** Also reads backends that answer with the flat record and its `notes`. */
function singleOf(answer: unknown): SingleRecord {
  const body = (answer ?? {}) as Row & { item?: Row; row?: Row; headers?: SingleRecord['headers']; notes?: NoteRecord[] };
  const item = body.item ?? body;
  return {
    item,
    row: body.row ?? null,
    headers: Array.isArray(body.headers) ? body.headers : [],
    notes: Array.isArray(body.notes) ? body.notes : Array.isArray(item.notes) ? (item.notes as NoteRecord[]) : [],
  };
}

export interface ModelDataProvider extends DataProvider {
  /** `{model, id, action}` on `search`: delete, restore, enable, disable or a custom action; one id or a list. */
  runAction: (model: string, id: RecordId | RecordId[], action: string) => Promise<unknown>;
  restore: (model: string, id: RecordId | RecordId[]) => Promise<unknown>;
  setEnabled: (model: string, id: RecordId | RecordId[], enabled: boolean) => Promise<unknown>;
  bulkAction: (model: string, ids: RecordId[], action: string) => Promise<unknown>;
  /**
   * The list's filters and sort exported as a file, named by the answer: its Content-Disposition name,
   * else `results` with the extension of its Content-Type (`.xlsx`, `.pdf`).
   */
  exportFile: (model: string, query: SearchQuery, format: ExportFormat) => Promise<DownloadedFile>;
  /** One record: its raw fields, its list row and headers, and its notes. */
  getSingle: (model: string, id: RecordId, signal?: AbortSignal) => Promise<SingleRecord>;
  getNotes: (model: string, id: RecordId) => Promise<NoteRecord[]>;
  addNote: (model: string, id: RecordId, note: string, isPrivate: boolean) => Promise<unknown>;
  /** Options of a filter field matching `query`: label → value. */
  fieldSearch: (model: string, field: string, query: string, signal?: AbortSignal) => Promise<Record<string, RecordId>>;
  /** Options of a search picker: id → label, or id → record in object mode. */
  searchPicker: (model: string, query: SearchPickerQuery, signal?: AbortSignal) => Promise<Record<string, unknown>>;
  /** GET models: the model registry the admin builds its resources and menu from. */
  getModels: () => Promise<ModelUi[]>;
}

export interface NoteRecord {
  id?: RecordId;
  note: string;
  is_private: number | boolean;
  created_at: string;
  author?: { id: number | string; name: string } | string | null;
}

export interface SearchPickerQuery {
  query?: string;
  value?: RecordId | RecordId[] | null;
  /** Object mode: the answer holds whole records. */
  objects?: boolean;
  multiple?: boolean;
}

async function runAction(model: string, id: RecordId | RecordId[], action: string): Promise<unknown> {
  const toggle = action === 'enable' || action === 'disable';
  const { data } = await request('search', {
    method: 'post',
    data: { model, id, action, ...(toggle ? { data: { enabled: action === 'enable' ? 1 : 0 } } : {}) },
  });
  return data;
}

async function getSingle(model: string, id: Identifier, signal?: AbortSignal): Promise<SingleRecord> {
  const { data } = await request(`getSingle/${encodeURIComponent(model)}/${encodeURIComponent(String(id))}`, { signal });
  return singleOf(data);
}

export const dataProvider: ModelDataProvider = {
  /** `meta.dropUnknownFilters`: leave out filter keys the model does not have (see searchKnownFilters). */
  async getList(resource: string, params: GetListParams): Promise<GetListResult> {
    const { pagination, sort, filter, meta, signal } = params;
    const model = modelOf(resource, meta);
    const search = async (filters: Filters) => {
      const { data } = await request<SearchAnswer>('search', {
        method: 'post',
        data: {
          model,
          itemsPerPage: pageSize(pagination?.perPage),
          page: pagination?.page ?? 1,
          filters: filtersInLocalTime(filters),
          ...sortFields(sort?.field ? { field: sort.field, desc: sort.order === 'DESC' } : null),
        },
        signal,
      });
      // (An answer that describes no fields would leave every filter out.)
      if (data.fields) knownFilterKeys.set(model, filterKeysOf(data.fields));
      return data;
    };
    const data = meta?.dropUnknownFilters
      ? await searchKnownFilters(model, filter ?? {}, search)
      : await search(filter ?? {});
    const { results, ...rest } = data;
    return {
      data: results.data.map((row) => withId(row)),
      total: results.total,
      // Filters, headers, options, totals and chart for the list screen.
      meta: { fields: rest.fields, headers: rest.headers, options: rest.options, totals: rest.totals, charts: rest.charts },
    };
  },

  async getOne<RecordType extends RaRecord>(resource: string, { id, meta, signal }: GetOneParams<RecordType>) {
    const { item, notes } = await getSingle(modelOf(resource, meta), id, signal);
    return { data: withId<RecordType>({ ...item, notes }, id) };
  },

  async getMany<RecordType extends RaRecord>(resource: string, { ids, meta, signal }: GetManyParams<RecordType>) {
    const model = modelOf(resource, meta);
    const records = await Promise.all(ids.map((id) => getSingle(model, id, signal)));
    return { data: records.map(({ item }, index) => withId<RecordType>(item, ids[index])) };
  },

  async getManyReference<RecordType extends RaRecord>(resource: string, params: GetManyReferenceParams) {
    const result = await dataProvider.getList(resource, {
      ...params,
      filter: { ...params.filter, [params.target]: params.id },
    });
    return { data: result.data as RecordType[], total: result.total };
  },

  async create<RecordType extends Omit<RaRecord, 'id'> = any, ResultRecordType extends RaRecord = RecordType & { id: Identifier }>(
    resource: string,
    { data, meta }: CreateParams<RecordType>,
  ) {
    const model = modelOf(resource, meta);
    const answer = await request<Row>(writePath(model, 'create'), { method: 'post', ...splitFiles(data as Record<string, unknown>) });
    return { data: withId<ResultRecordType>({ ...(data as Row), ...(answer.data ?? {}) }) };
  },

  async update<RecordType extends RaRecord = any>(resource: string, { id, data, meta }: UpdateParams<RecordType>) {
    const model = modelOf(resource, meta);
    const answer = await request<Row>(writePath(model, 'update', id), {
      method: 'post',
      ...splitFiles(data as Record<string, unknown>),
    });
    return { data: withId<RecordType>({ ...(data as Row), ...(answer.data ?? {}) }, id) };
  },

  async updateMany(resource: string, { ids, data, meta }: UpdateManyParams) {
    const model = modelOf(resource, meta);
    const keys = Object.keys(data ?? {});
    // Switching `enabled` is the one bulk update the API has.
    if (keys.length === 1 && keys[0] === 'enabled') {
      await runAction(model, ids, Number(data.enabled) === 1 ? 'enable' : 'disable');
      return { data: ids };
    }
    await Promise.all(ids.map((id) => dataProvider.update(resource, { id, data, previousData: { id }, meta })));
    return { data: ids };
  },

  async delete<RecordType extends RaRecord = any>(resource: string, { id, previousData, meta }: DeleteParams<RecordType>) {
    await runAction(modelOf(resource, meta), id, 'delete');
    return { data: (previousData ?? { id }) as RecordType };
  },

  async deleteMany(resource: string, { ids, meta }: DeleteManyParams) {
    await runAction(modelOf(resource, meta), ids, 'delete');
    return { data: ids };
  },

  runAction,
  restore: (model, id) => runAction(model, id, 'restore'),
  setEnabled: (model, id, enabled) => runAction(model, id, enabled ? 'enable' : 'disable'),
  bulkAction: (model, ids, action) => runAction(model, ids, action.toLowerCase()),

  exportFile: (model, { filters, sort }, format) =>
    requestBlob('search', { method: 'post', data: { model, filters: filtersInLocalTime(filters), ...sortFields(sort), export_format: format } }),

  getSingle,

  async getNotes(model, id) {
    return (await getSingle(model, id)).notes;
  },

  async addNote(model, id, note, isPrivate) {
    const { data } = await request(`add-note/${encodeURIComponent(model)}/${encodeURIComponent(String(id))}`, {
      method: 'post',
      data: { id, model, note, is_private: isPrivate ? 1 : 0 },
    });
    return data;
  },

  async fieldSearch(model, field, query, signal) {
    const { data } = await request<Record<string, RecordId>>('field-search', {
      method: 'post',
      data: { model, field_name: field, query },
      signal,
    });
    return data ?? {};
  },

  async searchPicker(model, { query, value, objects = false, multiple }, signal) {
    const { data } = await request<Record<string, unknown>>('search-picker', {
      method: 'post',
      data: {
        model,
        direct: true,
        query: query ?? '',
        alldata: objects ? 1 : 0,
        ...(multiple !== undefined ? { multiple } : {}),
        ...(value !== undefined && value !== null && value !== '' ? { value } : {}),
      },
      signal,
    });
    return data ?? {};
  },

  async getModels() {
    return (await request<ModelUi[]>('models')).data ?? [];
  },
};
