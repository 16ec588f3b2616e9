// Sign-up approval: an account made by sign-up has no role and no access until an admin who may change
// admins approves it with a role (the role rules of admin-changes apply) or rejects it (the account is
// removed, so its address may sign up again). Both are recorded in the activity log. Node-free: the demo
// backend answers these calls with the same code.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordByAdmin } from '../activity/write';
import type { Database } from '../db/schema';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import { checkRole, findAdmin } from './admin-rules';

const PENDING_SHOWN = 100;

/** Accounts waiting for a role, newest first. */
export async function pendingAccounts(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('admins')
    .select(['id', 'first_name', 'last_name', 'email', 'created_at'])
    .where('awaiting_role', '=', 1)
    .where('role_id', 'is', null)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PENDING_SHOWN)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

async function findPending(request: FastifyRequest, id: number) {
  const account = await findAdmin(request.server.deps.db, id);
  if (account.role_id !== null || !account.awaiting_role) throw new HttpError(409, 'admins.not_pending');
  return account;
}

export async function approveAccount(request: FastifyRequest, id: number, roleId: number): Promise<void> {
  await findPending(request, id);
  // The role rules of any role change: it exists, Super Admin only from a Super Admin, nothing above you.
  // (The account cannot be the approver's own: it has never signed in.)
  const problems: string[] = [];
  await checkRole(request, roleId, (message) => problems.push(message));
  if (problems.length > 0) throw new HttpError(422, 'errors.validation', { role_id: problems });
  await request.server.deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('admins')
      .set({ role_id: roleId, awaiting_role: 0, updated_at: nowIso() })
      .where('id', '=', id)
      .where('role_id', 'is', null)
      .where('awaiting_role', '=', 1)
      .executeTakeFirst();
    // Approved or rejected by someone else meanwhile.
    if (Number(updated.numUpdatedRows) !== 1) throw new HttpError(409, 'admins.not_pending');
    await recordByAdmin(trx, request, {
      action: 'approve',
      model: 'admins',
      ids: [id],
      changes: { role_id: { before: null, after: roleId } },
    });
  });
}

export async function rejectAccount(request: FastifyRequest, id: number): Promise<void> {
  const account = await findPending(request, id);
  await request.server.deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_tokens').where('admin_id', '=', id).execute();
    await trx.deleteFrom('password_resets').where('admin_id', '=', id).execute();
    const deleted = await trx
      .deleteFrom('admins')
      .where('id', '=', id)
      .where('role_id', 'is', null)
      .where('awaiting_role', '=', 1)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw new HttpError(409, 'admins.not_pending');
    await recordByAdmin(trx, request, {
      action: 'reject',
      model: 'admins',
      ids: [id],
      changes: { email: { before: account.email, after: null } },
    });
  });
}
