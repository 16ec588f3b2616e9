// The saved views of a model's list: the signed-in admin's own and those shared with its role.
import type { RecordId, SavedView, SavedViewInput } from '../apiAnswers';
import { viewsPath } from '../apiPaths';
import { request } from '../http';

export interface ViewCalls {
  /** `GET views/{model}`: the views the signed-in admin may use, oldest first. */
  getViews: (model: string) => Promise<SavedView[]>;
  /** `POST views/{model}`: saves a new view of the signed-in admin; answers it as stored. */
  saveView: (model: string, view: SavedViewInput) => Promise<SavedView>;
  /** `POST views/{model}/{id}`: changes the fields sent (`is_default` alone: the admin's own default). */
  updateView: (model: string, id: RecordId, view: Partial<SavedViewInput>) => Promise<SavedView>;
  /** `DELETE views/{model}/{id}`: answers the id removed. */
  deleteView: (model: string, id: RecordId) => Promise<{ id: number }>;
}

export const viewCalls: ViewCalls = {
  async getViews(model) {
    return (await request<SavedView[]>(viewsPath(model))).data ?? [];
  },

  async saveView(model, view) {
    return (await request<SavedView>(viewsPath(model), { method: 'post', data: { ...view } })).data;
  },

  async updateView(model, id, view) {
    return (await request<SavedView>(viewsPath(model, id), { method: 'post', data: { ...view } })).data;
  },

  async deleteView(model, id) {
    return (await request<{ id: number }>(viewsPath(model, id), { method: 'delete' })).data;
  },
};
