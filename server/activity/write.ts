// One write's activity-log entry, taken inside the writing transaction (a refused or rolled-back write
// leaves none): the row is read as stored before the write and again after it, and the entry names the
// fields that differ, before → after. One helper for every domain write, so none copies the steps.
import type { Kysely } from 'kysely';
import { type Activity, type ActivityAction, changedFields, recordActivity } from './record';

type Row = Record<string, unknown>;

/** The signed-in admin of a request (or of the demo backend's call); nobody when there is none. */
export function actorOf(request: { admin?: { id: number } | null }): number | null {
  return request.admin?.id ?? null;
}

/** An entry recorded on behalf of the request's signed-in admin. */
export function recordByAdmin(
  trx: Kysely<any>,
  request: { admin?: { id: number } | null },
  entry: Omit<Activity, 'adminId'>,
): Promise<void> {
  return recordActivity(trx, { adminId: actorOf(request), ...entry });
}

export interface WriteEntry {
  adminId: number | null;
  action: ActivityAction;
  model: string;
  ids: readonly number[];
}

/** The row's stored columns but its id and bookkeeping times, which every write moves. */
async function storedRow(trx: Kysely<any>, table: string, id: number): Promise<Row> {
  const row = (await trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as Row | undefined;
  const { id: _id, created_at: _created, updated_at: _updated, ...fields } = row ?? {};
  return fields;
}

/**
 * Reads row `id` of `table` now; `record` reads it again and records the entry with the fields that
 * changed in between (and `extra` changes the row's columns do not hold, e.g. a plan's day count).
 */
export async function watchRow(trx: Kysely<any>, table: string, id: number) {
  const before = await storedRow(trx, table, id);
  return {
    before,
    async record(entry: WriteEntry, extra: Record<string, { before: unknown; after: unknown }> = {}): Promise<void> {
      const after = await storedRow(trx, table, id);
      await recordActivity(trx, { ...entry, changes: { ...changedFields(before, after), ...extra } });
    },
  };
}

/** A new row's entry: every stored field, from nothing to its value. */
export async function recordCreated(
  trx: Kysely<any>,
  table: string,
  entry: WriteEntry,
  extra: Record<string, { before: unknown; after: unknown }> = {},
): Promise<void> {
  const after = await storedRow(trx, table, Number(entry.ids[0]));
  const { deleted_at: _deleted, ...fields } = after;
  await recordActivity(trx, { ...entry, changes: { ...changedFields({}, fields), ...extra } });
}

/** `before → after` as one change, left out when equal (counts, orders). */
export function valueChange(
  name: string,
  before: unknown,
  after: unknown,
): Record<string, { before: unknown; after: unknown }> {
  return JSON.stringify(before) === JSON.stringify(after) ? {} : { [name]: { before, after } };
}
