// The activity log's writer: who did what to which rows, and the changed fields before → after. Secret
// fields are named but never stored. Called inside the writing transaction where there is one, so a
// rolled-back write leaves no entry (Node-free: the demo backend records alike).
import type { Kysely } from 'kysely';
import type actionNames from '../../common/messages/activity.en';

/** An action the log records: each has its words in common/messages/activity.*.ts. */
export type ActivityAction = keyof typeof actionNames;

export interface Activity {
  /** null for a failed sign-in (nobody is signed in). */
  adminId: number | null;
  /** The address typed at a sign-in; otherwise left out. */
  email?: string | null;
  action: ActivityAction;
  model?: string | null;
  ids?: readonly (number | string)[];
  changes?: Record<string, { before: unknown; after: unknown }> | null;
}

/** Fields whose values never reach the log: passwords, tokens, keys, secrets, DSNs. */
const SECRET = /password|token|secret|(^|_)key$|dsn/i;
export const HIDDEN = '[hidden]';

export function isSecretField(name: string): boolean {
  return SECRET.test(name);
}

/** The fields whose values differ, before → after; secret ones with their values hidden. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined || field === 'updated_at' || field === 'created_at') continue;
    const old = before[field] ?? null;
    if (JSON.stringify(old) === JSON.stringify(value ?? null)) continue;
    changes[field] = isSecretField(field) ? { before: HIDDEN, after: HIDDEN } : { before: old, after: value ?? null };
  }
  return changes;
}

export async function recordActivity(db: Kysely<any>, activity: Activity): Promise<void> {
  const now = new Date().toISOString();
  const changes = activity.changes && Object.keys(activity.changes).length > 0 ? activity.changes : null;
  await db
    .insertInto('activity_log')
    .values({
      admin_id: activity.adminId,
      email: activity.email ?? null,
      action: activity.action,
      model: activity.model ?? null,
      row_ids: activity.ids && activity.ids.length > 0 ? activity.ids.join(',') : null,
      changes: changes ? JSON.stringify(changes) : null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .execute();
}
