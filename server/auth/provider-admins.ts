// Which admin a company identity-provider account signs in as. Its first token is matched by its verified
// email to an existing admin, and the pair (issuer, subject) is bound to that admin; from then on the
// binding alone decides, so an email that moves to another provider account does not take the admin with
// it, and a second provider account with the same email is refused.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/time';
import type { ProviderIdentity } from './provider-tokens';

async function boundAdmin(db: Kysely<Database>, identity: ProviderIdentity): Promise<number | null> {
  const row = await db
    .selectFrom('admin_identities')
    .select('admin_id')
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  return row ? row.admin_id : null;
}

/** The id of the admin the provider account speaks for, binding it on first use; null for none. */
export async function providerAdminId(db: Kysely<Database>, identity: ProviderIdentity): Promise<number | null> {
  const bound = await boundAdmin(db, identity);
  if (bound !== null) return bound;
  if (identity.verifiedEmail === null) return null;
  const admin = await db
    .selectFrom('admins')
    .select(['id', 'enabled'])
    .where('email', '=', identity.verifiedEmail)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!admin) return null;
  const taken = await db
    .selectFrom('admin_identities')
    .select('id')
    .where('admin_id', '=', admin.id)
    .where('issuer', '=', identity.issuer)
    .executeTakeFirst();
  if (taken) return null;
  // A disabled admin is refused by the caller; it is bound at its first sign-in while enabled.
  if (Number(admin.enabled) !== 1) return admin.id;
  try {
    await db
      .insertInto('admin_identities')
      .values({ admin_id: admin.id, issuer: identity.issuer, subject: identity.subject, created_at: nowIso() })
      .execute();
  } catch (error) {
    // Two first tokens racing: the unique indexes keep one binding; the loser reads what won.
    const winner = await boundAdmin(db, identity);
    if (winner !== null) return winner;
    const other = await db
      .selectFrom('admin_identities')
      .select('id')
      .where('admin_id', '=', admin.id)
      .where('issuer', '=', identity.issuer)
      .executeTakeFirst();
    if (other) return null;
    throw error;
  }
  return admin.id;
}
