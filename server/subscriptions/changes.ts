// Cancelling and extending a subscription, with a reason, recorded with who and when. Both are one
// conditional UPDATE (on the status and end date read), so two clicks racing apply once.
import type { Kysely } from 'kysely';
import { readTrail, STATUS_CHANGE, trailMigration } from '../activity/trail';
import { nullable } from '../db/table-migration';
import { watchRow } from '../activity/write';
import { HttpError } from '../http/errors';
import { translate, type Language } from '../http/language';
import type { SingleItemContext } from '../models/define/types';
import { subscriptionPayments } from './payments';

export const SUBSCRIPTION_TABLE = 'subscriptions';
export const CHANGE_TABLE = 'subscription_changes';
export const CANCELLABLE = ['active', 'pending'];
export const EXTENDABLE = ['active', 'pending', 'expired'];
export const MAX_EXTEND_DAYS = 365;
export const REASON_MAX = 500;
const DAY = 86_400_000;

export const changesMigration = trailMigration(
  CHANGE_TABLE,
  'subscription_id',
  { action: 'varchar(20)', reason: 'text', days: nullable('integer'), ...STATUS_CHANGE },
  `${CHANGE_TABLE}_subscription_index`,
);

export interface Change {
  id: number;
  reason: string;
  adminId: number;
  now: string;
  language: Language;
}

async function readSubscription(trx: Kysely<any>, id: number, language: Language) {
  const row = await trx
    .selectFrom(SUBSCRIPTION_TABLE)
    .select(['id', 'status', 'ends_at'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, translate(language, 'subscriptions.not_found'));
  return { id: Number(row.id), status: String(row.status), ends_at: String(row.ends_at) };
}

function statusName(language: Language, status: string): string {
  return translate(language, `subscriptions.status.${status}`);
}

type Watched = Awaited<ReturnType<typeof watchRow>>;

/** The change in the subscription's trail and in the activity log (its fields before → after, the reason). */
async function record(
  trx: Kysely<any>,
  watched: Watched,
  change: Change,
  action: 'cancel' | 'extend',
  from: string,
  to: string,
  days?: number,
) {
  await watched.record(
    { adminId: change.adminId, action, model: 'subscriptions', ids: [change.id] },
    { reason: { before: null, after: change.reason } },
  );
  await trx
    .insertInto(CHANGE_TABLE)
    .values({
      subscription_id: change.id,
      action,
      reason: change.reason,
      days: days ?? null,
      from_status: from,
      to_status: to,
      admin_id: change.adminId,
      created_at: change.now,
    })
    .execute();
}

/** The subscription as stored and watched for the log, or 409 (`refusal`) when its status is not `allowed`. */
async function startChange(trx: Kysely<any>, change: Change, allowed: string[], refusal: string) {
  const { language } = change;
  const stored = await readSubscription(trx, change.id, language);
  const watched = await watchRow(trx, SUBSCRIPTION_TABLE, stored.id);
  if (!allowed.includes(stored.status)) {
    const status = statusName(language, stored.status);
    throw new HttpError(409, translate(language, refusal, { status }));
  }
  return { stored, watched };
}

export async function cancelSubscription(trx: Kysely<any>, change: Change): Promise<void> {
  const { language } = change;
  const { stored, watched } = await startChange(trx, change, CANCELLABLE, 'subscriptions.cannot_cancel');
  const done = await trx
    .updateTable(SUBSCRIPTION_TABLE)
    .set({ status: 'cancelled', auto_renew: 0, updated_at: change.now })
    .where('id', '=', stored.id)
    .where('status', '=', stored.status)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new HttpError(409, translate(language, 'subscriptions.changed'));
  await record(trx, watched, change, 'cancel', stored.status, 'cancelled');
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** How long an identical extension (same admin, days and reason) counts as the same click sent twice. */
const REPEAT_WINDOW_MS = 10_000;

/**
 * Whether this very extension was just applied. On PostgreSQL two racing requests meet at the conditional
 * update below; SQLite runs the transactions one after the other, so the second would read the first's
 * result and extend again: the trail row the first wrote tells them apart.
 */
async function justExtended(trx: Kysely<any>, change: Change & { days: number }): Promise<boolean> {
  const since = new Date(Date.parse(change.now) - REPEAT_WINDOW_MS).toISOString();
  const row = await trx
    .selectFrom(CHANGE_TABLE)
    .select('id')
    .where('subscription_id', '=', change.id)
    .where('action', '=', 'extend')
    .where('admin_id', '=', change.adminId)
    .where('days', '=', change.days)
    .where('reason', '=', change.reason)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}

export async function extendSubscription(trx: Kysely<any>, change: Change & { days: number }): Promise<void> {
  const { language } = change;
  const { stored, watched } = await startChange(trx, change, EXTENDABLE, 'subscriptions.cannot_extend');
  if (await justExtended(trx, change)) throw new HttpError(409, translate(language, 'subscriptions.repeated'));
  const endsAt = addDays(stored.ends_at, change.days);
  // An expired subscription extended past today runs again.
  const today = change.now.slice(0, 10);
  const status = stored.status === 'expired' && endsAt >= today ? 'active' : stored.status;
  const done = await trx
    .updateTable(SUBSCRIPTION_TABLE)
    .set({ ends_at: endsAt, status, updated_at: change.now })
    .where('id', '=', stored.id)
    .where('status', '=', stored.status)
    .where('ends_at', '=', stored.ends_at)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new HttpError(409, translate(language, 'subscriptions.changed'));
  await record(trx, watched, change, 'extend', stored.status, status, change.days);
}

/** getSingle's extra keys: `changes` (oldest first) with who made each, and the `payments`. */
export async function subscriptionSingle(context: SingleItemContext): Promise<Record<string, unknown>> {
  return {
    payments: await subscriptionPayments(context),
    changes: (await readTrail(context, CHANGE_TABLE, 'subscription_id')).map(({ row, admin, at }) => ({
      action: String(row.action),
      reason: String(row.reason),
      days: row.days === null ? null : Number(row.days),
      from: String(row.from_status),
      to: String(row.to_status),
      admin,
      at,
    })),
  };
}
