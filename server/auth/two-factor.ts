// Two-factor sign-in's records: the TOTP secret (set up, then confirmed with a code), ten single-use
// recovery codes stored as SHA-256 hashes, and the 5-minute single-use challenges between a right password
// and its code. The secret is kept as typed into apps (base32): the product has no key to encrypt it with.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/time';
import { hashToken } from './tokens';
import { matchingTotpStep, newTotpSecret } from './totp';

export const RECOVERY_CODE_COUNT = 10;
export const CHALLENGE_TTL_MINUTES = 5;
const CHALLENGE_SHAPE = /^[A-Za-z0-9_-]{43}$/;
// Recovery codes are read and typed by people: no 0/O or 1/l/I to confuse.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface TwoFactorState {
  secret: string;
  confirmed: boolean;
}

export async function twoFactorOf(db: Kysely<Database>, adminId: number): Promise<TwoFactorState | null> {
  const row = await db
    .selectFrom('admin_two_factor')
    .select(['secret', 'confirmed_at'])
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  return row ? { secret: row.secret, confirmed: row.confirmed_at !== null } : null;
}

/** A fresh unconfirmed secret for the admin (replacing an unconfirmed one). */
export async function startSetup(db: Kysely<Database>, adminId: number): Promise<string> {
  const secret = newTotpSecret();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_two_factor').where('admin_id', '=', adminId).execute();
    await trx
      .insertInto('admin_two_factor')
      .values({ admin_id: adminId, secret, confirmed_at: null, last_step: null, created_at: nowIso() })
      .execute();
  });
  return secret;
}

/**
 * Whether `code` is the secret's current code (one step of drift allowed) and later than the last code
 * accepted: claiming the step in the same write makes a code, even replayed at once, work only once.
 */
export async function acceptCode(
  db: Kysely<Database>,
  adminId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = matchingTotpStep(secret, code);
  if (step === null) return false;
  const claimed = await db
    .updateTable('admin_two_factor')
    .set({ last_step: step })
    .where('admin_id', '=', adminId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

function recoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

function recoveryHash(code: string): string {
  return hashToken(code.trim().toLowerCase().replace(/[\s-]/g, ''));
}

/** Confirms two-factor and replaces the recovery codes with ten new ones, returned once. */
export async function confirmTwoFactor(db: Kysely<Database>, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('admin_two_factor').set({ confirmed_at: nowIso() }).where('admin_id', '=', adminId).execute();
    await trx.deleteFrom('two_factor_recovery_codes').where('admin_id', '=', adminId).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(codes.map((code) => ({ admin_id: adminId, code_hash: recoveryHash(code), used_at: null })))
      .execute();
  });
  return codes;
}

/** Uses one unused recovery code of the admin; false when it is unknown or used already. */
export async function spendRecoveryCode(db: Kysely<Database>, adminId: number, code: string): Promise<boolean> {
  const used = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: nowIso() })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', recoveryHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) >= 1;
}

export async function disableTwoFactor(db: Kysely<Database>, adminId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_codes').where('admin_id', '=', adminId).execute();
    await trx.deleteFrom('two_factor_challenges').where('admin_id', '=', adminId).execute();
    await trx.deleteFrom('admin_two_factor').where('admin_id', '=', adminId).execute();
  });
}

/** A challenge for an admin who typed the right password: 32 random bytes, only its hash stored. */
export async function issueChallenge(db: Kysely<Database>, adminId: number): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MINUTES * 60_000).toISOString();
  await db
    .insertInto('two_factor_challenges')
    .values({ admin_id: adminId, token_hash: hashToken(challenge), expires_at: expiresAt, used_at: null })
    .execute();
  return challenge;
}

/** The challenge's row when it is known, unused and unexpired; else null. */
export async function openChallenge(
  db: Kysely<Database>,
  challenge: string,
): Promise<{ id: number; adminId: number } | null> {
  if (!CHALLENGE_SHAPE.test(challenge)) return null;
  const row = await db
    .selectFrom('two_factor_challenges')
    .select(['id', 'admin_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(challenge))
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= nowIso()) return null;
  return { id: row.id, adminId: row.admin_id };
}

/** Marks the challenge used; false when a concurrent request used it first. */
export async function closeChallenge(db: Kysely<Database>, id: number): Promise<boolean> {
  const closed = await db
    .updateTable('two_factor_challenges')
    .set({ used_at: nowIso() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) === 1;
}
