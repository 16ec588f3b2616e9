// The list screen's calls beyond react-admin's: actions and trash on `search`, exports and
// their jobs, one record with its notes, a record's history, and the options of filters and pickers.
import type { Identifier } from 'react-admin';
import type { HistoryEntry } from '../../activity/historyText';
import {
  singleOf,
  type ExportFormat,
  type ExportJob,
  type RecordId,
  type SearchPickerQuery,
  type SearchQuery,
  type SingleRecord,
} from '../apiAnswers';
import { recordPath } from '../apiPaths';
import { request, requestBlob, requestFileOrJob, type DownloadedFile } from '../http';
import { filtersInLocalTime } from '../localDateTimes';

export interface ListCalls {
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
  /** `GET activity/{model}/{id}`: the record's history, newest first. */
  recordHistory: (model: string, id: RecordId) => Promise<HistoryEntry[]>;
}

/** The sort as `search` reads it, for a page of the list and for its export alike. */
export function sortFields(sort: SearchQuery['sort']) {
  return sort?.field ? { sortBy: [sort.field], sortDesc: [sort.desc] } : {};
}

export async function runAction(model: string, id: RecordId | RecordId[], action: string): Promise<unknown> {
  const toggle = action === 'enable' || action === 'disable';
  const data = toggle ? { data: { enabled: action === 'enable' ? 1 : 0 } } : {};
  return (await request('search', { method: 'post', data: { model, id, action, ...data } })).data;
}

export async function getSingle(model: string, id: Identifier, signal?: AbortSignal): Promise<SingleRecord> {
  return singleOf((await request(recordPath('getSingle', model, id), { signal })).data);
}

export const listCalls: ListCalls = {
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

  async recordHistory(model, id) {
    return (await request<HistoryEntry[]>(recordPath('activity', model, id))).data ?? [];
  },
};
