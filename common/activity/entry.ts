// One activity-log entry about a record as the history call answers it (GET history): the server builds
// it, the admin shows it.
export interface ActivityEntry {
  id: number;
  action: string;
  admin: { id: number; label: string } | null;
  created_at: string;
  changes: Record<string, { before: unknown; after: unknown }> | null;
}
