// A record's history for its details page and its notes aside: the activity-log entries naming the row,
// newest first, each with who did it and its changed fields before → after. Node-free (the demo backend
// answers alike).
import type { Kysely } from 'kysely';
import type { HistoryEntry } from '../../common/activity/history';
import type { Language } from '../http/language';
import { changesInWords, parseChanges } from './change-words';

export const HISTORY_LIMIT = 50;
/** Entries read to find HISTORY_LIMIT of one row (the row ids column holds lists). */
const CANDIDATES = 1000;

export async function recordHistory(
  db: Kysely<any>,
  model: string,
  rowId: string,
  language: Language = 'en',
): Promise<HistoryEntry[]> {
  const rows = (await db
    .selectFrom('activity_log')
    .leftJoin('admins', 'admins.id', 'activity_log.admin_id')
    .select([
      'activity_log.id',
      'activity_log.action',
      'activity_log.admin_id',
      'activity_log.row_ids',
      'activity_log.changes',
      'activity_log.created_at',
      'admins.first_name',
      'admins.last_name',
    ])
    .where('activity_log.model', '=', model)
    .where('activity_log.row_ids', 'like', `%${rowId}%`)
    .orderBy('activity_log.id', 'desc')
    .limit(CANDIDATES)
    .execute()) as Array<Record<string, unknown>>;
  return rows
    .filter((row) =>
      String(row.row_ids ?? '')
        .split(',')
        .includes(rowId),
    )
    .slice(0, HISTORY_LIMIT)
    .map((row) => {
      const { changes, labels } = changesInWords(model, language, parseChanges(row.changes));
      return {
        id: Number(row.id),
        action: String(row.action),
        admin:
          row.admin_id === null || row.admin_id === undefined
            ? null
            : { id: Number(row.admin_id), label: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() },
        created_at: String(row.created_at),
        changes,
        labels,
      };
    });
}
