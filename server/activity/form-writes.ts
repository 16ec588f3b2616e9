// A form's save in the activity log: create or update, the row's stored columns before → after (both read
// from the database, so values compare alike on SQLite and PostgreSQL), its links too. Run inside the
// saving transaction; a request-like caller without a signed-in admin (the demo backend) records nobody.
import type { Kysely } from 'kysely';
import { changedFields, recordActivity } from './record';

type Row = Record<string, unknown>;

export async function recordFormWrite(
  trx: Kysely<any>,
  write: {
    adminId: number | null;
    model: string;
    before: Row | null;
    after: Row;
    linksBefore?: Row;
    linksAfter?: Row;
  },
): Promise<void> {
  const { id, ...after } = write.after;
  const before = { ...(write.before ?? {}) };
  delete before.id;
  const changes = changedFields({ ...before, ...(write.linksBefore ?? {}) }, { ...after, ...(write.linksAfter ?? {}) });
  await recordActivity(trx, {
    adminId: write.adminId,
    action: write.before === null ? 'create' : 'update',
    model: write.model,
    ids: [Number(id)],
    changes,
  });
}
