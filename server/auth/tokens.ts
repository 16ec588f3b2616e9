// Bearer tokens: 32 random bytes (base64url) handed out once; only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hoursFromNowIso, nowIso } from '../db/time';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

export async function issueToken(db: Kysely<Database>, adminId: number, ttlHours: number): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = hoursFromNowIso(ttlHours);
  await db
    .insertInto('admin_tokens')
    .values({
      admin_id: adminId,
      token_hash: hashToken(token),
      created_at: nowIso(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** Ends one session (`{ id }`) or every session of an admin (`{ admin_id }`); ended ones stay as they were. */
export async function revokeTokens(db: Kysely<Database>, which: { id: number } | { admin_id: number }): Promise<void> {
  const [column, value] = 'id' in which ? (['id', which.id] as const) : (['admin_id', which.admin_id] as const);
  await db
    .updateTable('admin_tokens')
    .set({ revoked_at: nowIso() })
    .where(column, '=', value)
    .where('revoked_at', 'is', null)
    .execute();
}
