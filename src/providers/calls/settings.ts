// What the admin reads before its screens (the model registry, display and map settings) and the
// settings page's calls.
import type { ModelUi } from '../../../common/models/registry';
import type { SettingUi } from '../../../common/settings/catalogue';
import { request } from '../http';

/** GET settings/map: the tile URL template (null: no map) and its attribution. */
export interface MapSettings {
  tile_url: string | null;
  attribution: string | null;
}

/** GET settings/display (a key the server does not send keeps its default). */
export interface DisplaySettings {
  arabic_digits?: 'arabic' | 'latin';
  /** The ISO 4217 code amounts are shown in (the `currency` setting). */
  currency?: string;
}

export interface SettingsCalls {
  /** GET models: the model registry the admin builds its resources and menu from. */
  getModels: () => Promise<ModelUi[]>;
  /** GET settings/display: the display settings every screen follows (the digits of Arabic, the currency). */
  getDisplaySettings: () => Promise<DisplaySettings>;
  /** GET settings/map: the map tiles of the address and area pages (none unless set). */
  getMapSettings: () => Promise<MapSettings>;
  /** `GET settings/catalogue`: every declared setting with its group, type and labels. */
  getSettingsCatalogue: () => Promise<SettingUi[]>;
  /** `GET settings`: key → value, secrets masked. */
  getSettings: () => Promise<Record<string, unknown>>;
  /** `POST settings`: several settings at once, all or none; answers them as GET settings shows them. */
  saveSettings: (values: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

export const settingsCalls: SettingsCalls = {
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

  async getSettingsCatalogue() {
    return (await request<SettingUi[]>('settings/catalogue')).data ?? [];
  },

  async getSettings() {
    return (await request<Record<string, unknown>>('settings')).data ?? {};
  },

  async saveSettings(values) {
    return (await request<Record<string, unknown>>('settings', { method: 'post', data: { values } })).data ?? {};
  },
};
