// The activity log's `changes` cell (header type `changes`): the model and the records an entry names, by
// title, and its changed fields before → after with their titles, choices already in words. The server
// builds it; the admin draws it with the per-record history's wording (src/activity/historyText.ts).
import type { HistoryEntry } from './history';

export interface ChangesCell {
  /** The model's name (`search`'s `model`), or null for entries about no model (a sign-in). */
  model: string | null;
  /** The records the entry names, each with its title in the request language (`#12` when it has none). */
  records: Array<{ id: number; label: string }>;
  changes: HistoryEntry['changes'];
  /** The changed fields' titles in the request language, where the model names them. */
  labels: Record<string, string>;
}

export function isChangesCell(value: unknown): value is ChangesCell {
  return typeof value === 'object' && value !== null && 'records' in value && 'labels' in value;
}
