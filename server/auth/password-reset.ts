// Password reset tokens (forgot / reset password): 32 random bytes handed out once, inside a link; only
// their SHA-256 is stored. An admin has at most one unused token, valid for 60 minutes and usable once.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { HIDDEN, recordActivity } from '../activity/record';
import type { Database } from '../db/schema';
import { nowIso } from '../db/time';
import { revokeTokens, hashToken } from './tokens';

export const RESET_TOKEN_TTL_MINUTES = 60;

// base64url of 32 bytes; anything else cannot be a token we issued, so the database is not asked.
const RESET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedResetToken {
  token: string;
  expiresAt: string;
}

/** A fresh token for the admin; the admin's older unused tokens stop working. */
export async function issueResetToken(db: Kysely<Database>, adminId: number): Promise<IssuedResetToken> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    // Only the newest link works, so an older one found in a mailbox later is useless.
    await trx.deleteFrom('password_resets').where('admin_id', '=', adminId).where('used_at', 'is', null).execute();
    await trx
      .insertInto('password_resets')
      .values({
        admin_id: adminId,
        token_hash: hashToken(token),
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  });
  return { token, expiresAt };
}

export type ResetTokenProblem = 'invalid' | 'used' | 'expired';

export type ResetTokenCheck =
  | { ok: true; resetId: number; adminId: number }
  | { ok: false; problem: ResetTokenProblem };

/** Whether `token` is a usable reset token of the admin with this (lower-cased) email. */
export async function checkResetToken(db: Kysely<Database>, email: string, token: string): Promise<ResetTokenCheck> {
  if (!RESET_TOKEN_SHAPE.test(token)) return { ok: false, problem: 'invalid' };
  const row = await db
    .selectFrom('password_resets')
    .innerJoin('admins', 'admins.id', 'password_resets.admin_id')
    .select([
      'password_resets.id as resetId',
      'password_resets.admin_id as adminId',
      'password_resets.used_at as usedAt',
      'password_resets.expires_at as expiresAt',
      'admins.email',
      'admins.deleted_at as deletedAt',
    ])
    .where('password_resets.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  // A token sent with another admin's email is treated as unknown: it says nothing about either account.
  if (!row || row.email !== email || row.deletedAt !== null) return { ok: false, problem: 'invalid' };
  if (row.usedAt !== null) return { ok: false, problem: 'used' };
  if (row.expiresAt <= nowIso()) return { ok: false, problem: 'expired' };
  return { ok: true, resetId: row.resetId, adminId: row.adminId };
}

/**
 * Uses the token and stores the new password hash, all or nothing. False when a concurrent request used
 * the token first. Every sign-in token and every other pending reset token of the admin stops working.
 */
export async function completeReset(
  db: Kysely<Database>,
  resetId: number,
  adminId: number,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', resetId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('admins')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', adminId)
      .execute();
    await revokeTokens(trx, { admin_id: adminId });
    // The account's owner changed it, through the reset link.
    await recordActivity(trx, {
      adminId,
      action: 'update',
      model: 'admins',
      ids: [adminId],
      changes: { password: { before: HIDDEN, after: HIDDEN } },
    });
    await trx.deleteFrom('password_resets').where('admin_id', '=', adminId).where('used_at', 'is', null).execute();
    return true;
  });
}
