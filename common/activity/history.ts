// One entry of a record's history as `GET activity/{model}/{id}` answers it: read by the server (which
// builds it from the activity log) and the admin (which shows it on the details page).
export interface HistoryEntry {
  id: number;
  action: string;
  admin: { id: number; label: string } | null;
  created_at: string;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  /** The changed fields' titles in the request language, where the model names them. */
  labels: Record<string, string>;
}
