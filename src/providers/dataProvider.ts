// react-admin's data provider on the API contract (docs/api.md), transport only: lists and actions go
// through POST search, single records through GET getSingle, writes through each model's own endpoint
// (as multipart when a file is present). Beyond react-admin's methods it offers the spec's other calls
// as they are. Which filters a screen sends, and what it makes of the answers, is the screen's business.
import type {
  ChatMessage,
  MessagePage,
  RealtimeSettings,
  SupportThread,
  SupportThreadList,
} from '../../common/chat/types';
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
import {
  singleOf,
  type ApiRow,
  type ExportFormat,
  type ExportJob,
  type RecordId,
  type SearchAnswer,
  type SearchPickerQuery,
  type SearchQuery,
  type SingleRecord,
} from './apiAnswers';
import { modelOf, recordPath, writePath } from './apiPaths';
import { splitFiles } from './formFiles';
import { request, requestBlob, requestFileOrJob, type ApiResponse, type DownloadedFile, type Method } from './http';
import { filtersInLocalTime } from './localDateTimes';
import type { ModelUi } from '../../common/models/registry';
import type { SettingUi } from '../../common/settings/catalogue';
import type { HistoryEntry } from '../activity/historyText';

/** GET settings/map: the tile URL template (null: no map) and its attribution. */
export interface MapSettings {
  tile_url: string | null;
  attribution: string | null;
}

/** GET settings/display (a key the server does not send keeps its default). */
export interface DisplaySettings {
  arabic_digits?: 'arabic' | 'latin';
}

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

export interface ReferralNode {
  id: number;
  name: string;
  referred: number;
  rewards: number;
}

export interface ReferralTreeAnswer {
  nodes?: ReferralNode[];
  more?: boolean;
  matches?: Array<{ node: ReferralNode; path: number[] }>;
}

export interface ModelDataProvider extends DataProvider {
  /** `{model, id, action}` on `search`: delete, restore, enable, disable or a custom action; one id or a list. */
  runAction: (model: string, id: RecordId | RecordId[], action: string) => Promise<unknown>;
  /** The filtered, sorted list as a file, named by the answer; a large list answers a job's id instead. */
  exportFile: (model: string, query: SearchQuery, format: ExportFormat) => Promise<DownloadedFile | { jobId: string }>;
  /** GET jobs/{id}: an export job's state and progress. */
  getExportJob: (id: string) => Promise<ExportJob>;
  /** GET jobs/{id}/file: a finished export job's file. */
  downloadExportJob: (id: string) => Promise<DownloadedFile>;
  /** One record: its raw fields, its list row and headers, and its notes. */
  getSingle: (model: string, id: RecordId, signal?: AbortSignal) => Promise<SingleRecord>;
  addNote: (model: string, id: RecordId, note: string, isPrivate: boolean) => Promise<unknown>;
  /** Options of a filter field matching `query`: label → value. */
  fieldSearch: (model: string, field: string, query: string, signal?: AbortSignal) => Promise<Record<string, RecordId>>;
  /** Options of a search picker: id → label, or id → record in object mode. */
  searchPicker: (model: string, query: SearchPickerQuery, signal?: AbortSignal) => Promise<Record<string, unknown>>;
  /** GET models: the model registry the admin builds its resources and menu from. */
  getModels: () => Promise<ModelUi[]>;
  /** GET settings/display: the display settings every screen follows (the digits of Arabic). */
  getDisplaySettings: () => Promise<DisplaySettings>;
  /** GET settings/map: the map tiles of the address and area pages (none unless set). */
  getMapSettings: () => Promise<MapSettings>;
  /** GET subprograms/{id}: a sub-programme with its plan and the plan's version. */
  getPlan: (id: RecordId, signal?: AbortSignal) => Promise<LoadedPlan>;
  /** GET subprograms/{id}/generate: a calendar from the programme's shape (`replace` over planned days). */
  generatePlan: (id: RecordId, replace: boolean) => Promise<LoadedPlan>;
  /** POST subprograms/{id}/plan: the whole plan, refused (409) when saved by someone since `version`. */
  savePlan: (id: RecordId, plan: { version: number; days: unknown[] }) => Promise<LoadedPlan>;
  /** POST diet-programs/duplicate/{id}: a disabled deep copy; answers the copy. */
  duplicateDietProgram: (id: RecordId) => Promise<Record<string, unknown> & { id: RecordId }>;
  /** POST diet-programs/{id}/meals: every day's meals at once; answers the stored days with their calories. */
  saveDietMeals: (id: RecordId, days: DietDayInput[]) => Promise<{ days: DietDay[] }>;
  /** POST Walkthrough/reorder: every live slide's id, first shown first. */
  reorderWalkthrough: (ids: RecordId[]) => Promise<unknown>;
  /** GET prejoin_program_question: the live, enabled pre-join questions in order. */
  prejoinQuestions: () => Promise<PrejoinQuestion[]>;
  /** GET subprogram_recommendations: every live recommendation in match order. */
  recommendations: () => Promise<Recommendation[]>;
  /** POST subprogram_recommendations/match: the recommendation a set of answers gets, or null. */
  matchRecommendation: (answers: Record<string, number | number[]>) => Promise<RecommendationMatch | null>;
  /** POST subscriptions/{cancel|extend}/{id} with the reason (and days): the server's message. */
  /** GET referrals/tree: a level (`parent`, `after`) or the matches of `search` with their paths. */
  referralTree: (query: { parent?: RecordId; after?: RecordId; search?: string }) => Promise<ReferralTreeAnswer>;
  changeSubscription: (
    id: RecordId,
    change: 'cancel' | 'extend',
    body: { reason: string; days?: number },
  ) => Promise<string | undefined>;
  /** GET chat/{groupId}/messages: a page before `before`, or what came after `after`; newest last. */
  chatMessages: (groupId: RecordId, page: { before?: number; after?: number; limit?: number }) => Promise<MessagePage>;
  /** POST chat/{groupId}/send: the stored message; `image` is a picture's path from uploadImage. */
  sendChatMessage: (groupId: RecordId, message: string, image?: string | null) => Promise<ChatMessage>;
  /** POST chat/message/{messageId}/hide: the message, now hidden with the reason. */
  hideChatMessage: (messageId: RecordId, reason: string) => Promise<ChatMessage>;
  /** GET realtime/config: where pusher-js connects. */
  realtimeConfig: () => Promise<RealtimeSettings>;
  /** GET support-chat: threads, latest activity first. */
  supportThreads: (query: {
    status?: string;
    search?: string;
    page?: number;
    per_page?: number;
  }) => Promise<SupportThreadList>;
  /** GET support-chat's `unread_total` (the menu badge), asked quietly: a failure only leaves it out. */
  supportUnread: () => Promise<number>;
  /** GET support-chat/show/{threadId}: the thread and a page of its messages (opening it reads it). */
  supportThread: (
    threadId: RecordId,
    page: { before?: number; after?: number; limit?: number },
  ) => Promise<MessagePage & { thread: SupportThread }>;
  /** POST support-chat/sendMessage: the stored answer. */
  sendSupportMessage: (threadId: RecordId, message: string, image?: string | null) => Promise<ChatMessage>;
  /** The exercise and round library's calls (spec 7.3, 7.4) as they are: a method, a path and its data. */
  libraryCall: <T>(method: Method, path: string, data?: Record<string, unknown>) => Promise<ApiResponse<T>>;
  /** POST file-uploaded/store: stores one picture and answers where it is served. */
  uploadImage: (file: Blob) => Promise<{ url: string }>;
  /** `GET role/permissions`: every permission, grouped by subject. */
  getPermissionCatalogue: () => Promise<PermissionCatalogue>;
  /** `GET settings/catalogue`: every declared setting with its group, type and labels. */
  getSettingsCatalogue: () => Promise<SettingUi[]>;
  /** `GET settings`: key → value, secrets masked. */
  getSettings: () => Promise<Record<string, unknown>>;
  /** `POST settings`: several settings at once, all or none; answers them as GET settings shows them. */
  saveSettings: (values: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** `GET admins/pending`: accounts made by sign-up that wait for a role (quiet: the list works without it). */
  pendingAccounts: () => Promise<PendingAccount[]>;
  /** `POST admins/approve/{id}`: gives the pending account a role. */
  approveAccount: (id: RecordId, roleId: RecordId) => Promise<unknown>;
  /** `POST admins/reject/{id}`: removes the pending account. */
  rejectAccount: (id: RecordId) => Promise<unknown>;
  /** `GET activity/{model}/{id}`: the record's history, newest first. */
  recordHistory: (model: string, id: RecordId) => Promise<HistoryEntry[]>;
}

export interface PendingAccount {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  created_at: string;
}

export interface PermissionCatalogue {
  permissions: string[];
  groups: Array<{ subject: string; permissions: string[] }>;
}

export interface DietFood {
  name_en: string;
  name_ar: string;
  quantity: string;
  calories: number;
}

export interface DietMealInput {
  name_en: string;
  name_ar: string;
  time: string;
  foods: DietFood[];
}

export interface DietDayInput {
  meals: DietMealInput[];
}

/** A diet programme's day as getSingle and POST diet-programs/{id}/meals answer it. */
export interface DietDay {
  day: number;
  calories: number;
  meals: Array<DietMealInput & { sort_order: number }>;
}

export interface PrejoinQuestion {
  id: number;
  question_en: string;
  question_ar: string;
  answer_type: 'single' | 'multiple' | 'number' | 'text';
  required: number;
  sort_order: number;
  options: Array<{ value: number; label_en: string; label_ar: string }>;
}

export interface RecommendedSubProgram {
  name_en: string;
  name_ar: string;
  program_id: number;
}

export interface Recommendation {
  id: number;
  sub_program_id: number;
  priority: number;
  rules: Array<{ question_id: number; answers: number[] }>;
  sub_program: RecommendedSubProgram | null;
}

export interface RecommendationMatch {
  recommendation_id: number;
  sub_program_id: number;
  sub_program: RecommendedSubProgram | null;
}

/** A sub-programme with its plan, as GET subprograms/{id} answers it. */
export interface LoadedPlan {
  item: Record<string, unknown>;
  version: number;
  training_days: number;
  days: unknown[];
}

// Rows carry their key as `ID`; react-admin wants `id`.
function withId<T extends RaRecord = RaRecord>(row: ApiRow, fallback?: RecordId): T {
  return { ...row, id: row.ID ?? row.id ?? fallback } as unknown as T;
}

/** `search` accepts only PAGE_SIZES: another size is raised to the next one. */
function pageSize(perPage: number = PAGE_SIZES[0]): number {
  return PAGE_SIZES.find((size) => size >= perPage) ?? PAGE_SIZES[PAGE_SIZES.length - 1];
}

function sortFields(sort: SearchQuery['sort']) {
  return sort?.field ? { sortBy: [sort.field], sortDesc: [sort.desc] } : {};
}

async function runAction(model: string, id: RecordId | RecordId[], action: string): Promise<unknown> {
  const toggle = action === 'enable' || action === 'disable';
  const data = toggle ? { data: { enabled: action === 'enable' ? 1 : 0 } } : {};
  return (await request('search', { method: 'post', data: { model, id, action, ...data } })).data;
}

async function getSingle(model: string, id: Identifier, signal?: AbortSignal): Promise<SingleRecord> {
  return singleOf((await request(recordPath('getSingle', model, id), { signal })).data);
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

export const dataProvider: ModelDataProvider = {
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

  runAction,

  exportFile: (model, { filters, sort }, format) =>
    requestFileOrJob('search', {
      method: 'post',
      data: { model, filters: filtersInLocalTime(filters), ...sortFields(sort), export_format: format },
    }),

  async getExportJob(id) {
    return (await request<ExportJob>(`jobs/${encodeURIComponent(id)}`, { quiet: true })).data as ExportJob;
  },

  downloadExportJob: (id) => requestBlob(`jobs/${encodeURIComponent(id)}/file`),

  getSingle,

  async referralTree(query) {
    const params = new URLSearchParams(
      Object.entries(query)
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([key, value]) => [key, String(value)]),
    );
    const suffix = params.size > 0 ? `?${params}` : '';
    return (await request<ReferralTreeAnswer>(`referrals/tree${suffix}`)).data ?? {};
  },

  async changeSubscription(id, change, body) {
    const path = `subscriptions/${change}/${encodeURIComponent(String(id))}`;
    return (await request(path, { method: 'post', data: body })).message;
  },

  async addNote(model, id, note, isPrivate) {
    const data = { id, model, note, is_private: isPrivate ? 1 : 0 };
    return (await request(recordPath('add-note', model, id), { method: 'post', data })).data;
  },

  async fieldSearch(model, field, query, signal) {
    const data = { model, field_name: field, query };
    return (await request<Record<string, RecordId>>('field-search', { method: 'post', data, signal })).data ?? {};
  },

  async searchPicker(model, { query, value, objects = false, multiple }, signal) {
    const data = {
      model,
      direct: true,
      query: query ?? '',
      alldata: objects ? 1 : 0,
      ...(multiple !== undefined ? { multiple } : {}),
      ...(value !== undefined && value !== null && value !== '' ? { value } : {}),
    };
    return (await request<Record<string, unknown>>('search-picker', { method: 'post', data, signal })).data ?? {};
  },

  async getModels() {
    return (await request<ModelUi[]>('models')).data ?? [];
  },

  async getDisplaySettings() {
    return (await request<DisplaySettings>('settings/display', { quiet: true })).data ?? {};
  },

  async getMapSettings() {
    const data = (await request<Partial<MapSettings>>('settings/map', { quiet: true })).data;
    return { tile_url: data?.tile_url ?? null, attribution: data?.attribution ?? null };
  },

  async getPlan(id, signal) {
    return (await request<LoadedPlan>(`subprograms/${encodeURIComponent(String(id))}`, { signal })).data;
  },

  async generatePlan(id, replace) {
    const path = `subprograms/${encodeURIComponent(String(id))}/generate`;
    return (await request<LoadedPlan>(path, replace ? { data: { replace: 1 } } : {})).data;
  },

  async savePlan(id, plan) {
    const path = `subprograms/${encodeURIComponent(String(id))}/plan`;
    return (await request<LoadedPlan>(path, { method: 'post', data: plan })).data;
  },

  async duplicateDietProgram(id) {
    const path = `diet-programs/duplicate/${encodeURIComponent(String(id))}`;
    return (await request<Record<string, unknown> & { id: RecordId }>(path, { method: 'post' })).data;
  },

  async reorderWalkthrough(ids) {
    return (await request('Walkthrough/reorder', { method: 'post', data: { ids } })).data;
  },

  async prejoinQuestions() {
    return (await request<PrejoinQuestion[]>('prejoin_program_question')).data ?? [];
  },

  async recommendations() {
    return (await request<Recommendation[]>('subprogram_recommendations')).data ?? [];
  },

  async matchRecommendation(answers) {
    const data = { answers };
    return (await request<RecommendationMatch | null>('subprogram_recommendations/match', { method: 'post', data }))
      .data;
  },

  async saveDietMeals(id, days) {
    const path = `diet-programs/${encodeURIComponent(String(id))}/meals`;
    return (await request<{ days: DietDay[] }>(path, { method: 'post', data: { days } })).data;
  },

  async chatMessages(groupId, page) {
    const path = `chat/${encodeURIComponent(String(groupId))}/messages`;
    return (await request<MessagePage>(path, { data: page })).data as MessagePage;
  },

  async sendChatMessage(groupId, message, image) {
    const path = `chat/${encodeURIComponent(String(groupId))}/send`;
    const data = image ? { message, image } : { message };
    return (await request<ChatMessage>(path, { method: 'post', data })).data as ChatMessage;
  },

  async hideChatMessage(messageId, reason) {
    const path = `chat/message/${encodeURIComponent(String(messageId))}/hide`;
    return (await request<ChatMessage>(path, { method: 'post', data: { reason } })).data as ChatMessage;
  },

  async supportThreads(query) {
    return (await request<SupportThreadList>('support-chat', { data: query })).data as SupportThreadList;
  },

  async supportUnread() {
    const answer = await request<SupportThreadList>('support-chat', { data: { per_page: 1 }, quiet: true });
    return Number(answer.data?.unread_total ?? 0);
  },

  async supportThread(threadId, page) {
    const path = `support-chat/show/${encodeURIComponent(String(threadId))}`;
    return (await request<MessagePage & { thread: SupportThread }>(path, { data: page })).data as MessagePage & {
      thread: SupportThread;
    };
  },

  async sendSupportMessage(threadId, message, image) {
    const data = { thread_id: Number(threadId), message, ...(image ? { image } : {}) };
    return (await request<ChatMessage>('support-chat/sendMessage', { method: 'post', data })).data as ChatMessage;
  },

  async realtimeConfig() {
    return (await request<RealtimeSettings>('realtime/config', { quiet: true })).data as RealtimeSettings;
  },

  libraryCall: (method, path, data) => request(path, { method, data }),
  async uploadImage(file) {
    return (await request<{ url: string }>('file-uploaded/store', { method: 'post', files: { file } })).data;
  },

  async getPermissionCatalogue() {
    return (await request<PermissionCatalogue>('role/permissions')).data ?? { permissions: [], groups: [] };
  },

  async getSettingsCatalogue() {
    return (await request<SettingUi[]>('settings/catalogue')).data ?? [];
  },

  async getSettings() {
    return (await request<Record<string, unknown>>('settings')).data ?? {};
  },

  async pendingAccounts() {
    return (await request<PendingAccount[]>('admins/pending', { quiet: true })).data ?? [];
  },

  async approveAccount(id, roleId) {
    const path = `admins/approve/${encodeURIComponent(String(id))}`;
    return (await request(path, { method: 'post', data: { role_id: Number(roleId) } })).data;
  },

  async rejectAccount(id) {
    return (await request(`admins/reject/${encodeURIComponent(String(id))}`, { method: 'post' })).data;
  },

  async recordHistory(model, id) {
    return (await request<HistoryEntry[]>(recordPath('activity', model, id))).data ?? [];
  },

  async saveSettings(values) {
    return (await request<Record<string, unknown>>('settings', { method: 'post', data: { values } })).data ?? {};
  },
};
