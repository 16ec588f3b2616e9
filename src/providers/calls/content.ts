// The content screens' calls: the exercise and round library, the walkthrough's order, and uploaded
// pictures (category pictures and chat attachments).
import type { RecordId } from '../apiAnswers';
import { request, type ApiResponse, type Method } from '../http';

export interface ContentCalls {
  /** The exercise and round library's calls (spec 7.3, 7.4) as they are: a method, a path and its data. */
  libraryCall: <T>(method: Method, path: string, data?: Record<string, unknown>) => Promise<ApiResponse<T>>;
  /** POST Walkthrough/reorder: every live slide's id, first shown first. */
  reorderWalkthrough: (ids: RecordId[]) => Promise<unknown>;
  /** POST file-uploaded/store: stores one picture and answers where it is served. */
  uploadImage: (file: Blob) => Promise<{ url: string }>;
}

export const contentCalls: ContentCalls = {
  libraryCall: (method, path, data) => request(path, { method, data }),

  async reorderWalkthrough(ids) {
    return (await request('Walkthrough/reorder', { method: 'post', data: { ids } })).data;
  },

  async uploadImage(file) {
    return (await request<{ url: string }>('file-uploaded/store', { method: 'post', files: { file } })).data;
  },
};
