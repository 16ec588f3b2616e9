// react-admin's data provider on the API contract (docs/api.md), transport only, like ra-data-simple-rest:
// lists go through POST search, single records through GET getSingle, writes through each model's own
// endpoint (as multipart when a file is present). The spec's other calls come from one module per area
// (calls/) and are composed into the same object, so every screen reaches them as `dataProvider.<call>`.
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
import { PAGE_SIZES } from '../../common/constants';
import type { ApiRow, RecordId, SearchAnswer } from './apiAnswers';
import { modelOf, writePath } from './apiPaths';
import { type AccountCalls, accountCalls } from './calls/accounts';
import { type ChatCalls, chatCalls } from './calls/chat';
import { type ContentCalls, contentCalls } from './calls/content';
import { getSingle, type ListCalls, listCalls, runAction, sortFields } from './calls/list';
import { type MemberCalls, memberCalls } from './calls/members';
import { type ProgrammeCalls, programmeCalls } from './calls/programmes';
import { type SettingsCalls, settingsCalls } from './calls/settings';
import { type ViewCalls, viewCalls } from './calls/views';
import { splitFiles } from './formFiles';
import { request } from './http';
import { filtersInLocalTime } from './localDateTimes';

export { modelOf } from './apiPaths';
export type {
  ExportFormat,
  ExportJob,
  NoteRecord,
  RecordId,
  SearchPickerQuery,
  SearchQuery,
  SingleRecord,
} from './apiAnswers';

export interface ModelDataProvider
  extends DataProvider,
    ListCalls,
    SettingsCalls,
    ProgrammeCalls,
    MemberCalls,
    ChatCalls,
    ContentCalls,
    AccountCalls,
    ViewCalls {}

// Rows carry their key as `ID`; react-admin wants `id`.
function withId<T extends RaRecord = RaRecord>(row: ApiRow, fallback?: RecordId): T {
  return { ...row, id: row.ID ?? row.id ?? fallback } as unknown as T;
}

/** `search` accepts only PAGE_SIZES: another size is raised to the next one. */
function pageSize(perPage: number = PAGE_SIZES[0]): number {
  return PAGE_SIZES.find((size) => size >= perPage) ?? PAGE_SIZES[PAGE_SIZES.length - 1];
}

async function getList(
  resource: string,
  { pagination, sort, filter, meta, signal }: GetListParams,
): Promise<GetListResult> {
  const { data } = await request<SearchAnswer>('search', {
    method: 'post',
    data: {
      model: modelOf(resource, meta),
      itemsPerPage: pageSize(pagination?.perPage),
      page: pagination?.page ?? 1,
      filters: filtersInLocalTime(filter ?? {}),
      ...sortFields(sort?.field ? { field: sort.field, desc: sort.order === 'DESC' } : null),
      // Asked for by "Show exact figures": the server counts even a broad search.
      ...(meta?.exact === true ? { exact: true } : {}),
    },
    signal,
  });
  const { results, fields, headers, options, totals, charts, estimated } = data;
  // The list's description (filters, columns, options, totals, chart) rides along in `meta`.
  return {
    data: results.data.map((row) => withId(row)),
    total: results.total,
    meta: { fields, headers, options, totals, charts, estimated: estimated === true },
  };
}

async function update<RecordType extends RaRecord = any>(
  resource: string,
  { id, data, meta }: UpdateParams<RecordType>,
) {
  const path = writePath(modelOf(resource, meta), 'update', id);
  const answer = await request<ApiRow>(path, { method: 'post', ...splitFiles(data as Record<string, unknown>) });
  return { data: withId<RecordType>({ ...(data as ApiRow), ...(answer.data ?? {}) }, id) };
}

const reactAdminMethods: DataProvider = {
  getList,

  async getOne<RecordType extends RaRecord>(resource: string, { id, meta, signal }: GetOneParams<RecordType>) {
    const { item, notes } = await getSingle(modelOf(resource, meta), id, signal);
    return { data: withId<RecordType>({ ...item, notes }, id) };
  },

  async getMany<RecordType extends RaRecord>(resource: string, { ids, meta, signal }: GetManyParams<RecordType>) {
    const records = await Promise.all(ids.map((id) => getSingle(modelOf(resource, meta), id, signal)));
    return { data: records.map(({ item }, index) => withId<RecordType>(item, ids[index])) };
  },

  async getManyReference<RecordType extends RaRecord>(resource: string, params: GetManyReferenceParams) {
    const { data, total } = await getList(resource, {
      ...params,
      filter: { ...params.filter, [params.target]: params.id },
    });
    return { data: data as RecordType[], total };
  },

  async create<
    RecordType extends Omit<RaRecord, 'id'> = any,
    ResultRecordType extends RaRecord = RecordType & { id: Identifier },
  >(resource: string, { data, meta }: CreateParams<RecordType>) {
    const path = writePath(modelOf(resource, meta), 'create');
    const answer = await request<ApiRow>(path, { method: 'post', ...splitFiles(data as Record<string, unknown>) });
    return { data: withId<ResultRecordType>({ ...(data as ApiRow), ...(answer.data ?? {}) }) };
  },

  update,

  async updateMany(resource: string, { ids, data, meta }: UpdateManyParams) {
    const keys = Object.keys(data ?? {});
    // Switching `enabled` is the one bulk update the API has.
    if (keys.length === 1 && keys[0] === 'enabled') {
      await runAction(modelOf(resource, meta), ids, Number(data.enabled) === 1 ? 'enable' : 'disable');
    } else {
      await Promise.all(ids.map((id) => update(resource, { id, data, previousData: { id }, meta })));
    }
    return { data: ids };
  },

  async delete<RecordType extends RaRecord = any>(
    resource: string,
    { id, previousData, meta }: DeleteParams<RecordType>,
  ) {
    await runAction(modelOf(resource, meta), id, 'delete');
    return { data: (previousData ?? { id }) as RecordType };
  },

  async deleteMany(resource: string, { ids, meta }: DeleteManyParams) {
    await runAction(modelOf(resource, meta), ids, 'delete');
    return { data: ids };
  },
};

export const dataProvider: ModelDataProvider = {
  ...reactAdminMethods,
  ...listCalls,
  ...settingsCalls,
  ...programmeCalls,
  ...memberCalls,
  ...chatCalls,
  ...contentCalls,
  ...accountCalls,
  ...viewCalls,
};
