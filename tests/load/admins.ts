// The simulated admins: added straight into the database file (one role that may view and bulk-change
// orders and users), then signed in through the API, each with its own token.
import { hashPassword } from '../../server/auth/passwords';
import { createDatabase } from '../../server/db/connection';

export const LOAD_PASSWORD = 'Load#2026-password';
export const OPERATOR_PERMISSIONS = ['view-Order', 'delete-orders', 'view-User', 'edit-users'];

/** Adds `count` enabled admins with the operator role; returns their emails. */
export async function addOperators(databaseFile: string, count: number): Promise<string[]> {
  const handle = createDatabase(`sqlite:${databaseFile}`);
  try {
    const now = new Date().toISOString();
    const db = handle.db as any;
    const role = await db
      .insertInto('roles')
      .values({
        name: 'Load operators',
        permissions: JSON.stringify(OPERATOR_PERMISSIONS),
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Cheap argon2 parameters (stored in the hash), so 50 sign-ins do not dominate the start.
    const passwordHash = await hashPassword(LOAD_PASSWORD, { memoryCost: 1024, timeCost: 1 });
    const emails = Array.from({ length: count }, (_, index) => `operator${index + 1}@load.test`);
    await db
      .insertInto('admins')
      .values(
        emails.map((email, index) => ({
          first_name: 'Operator',
          last_name: String(index + 1),
          email,
          password_hash: passwordHash,
          image: null,
          role_id: role.id,
          enabled: 1,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })),
      )
      .execute();
    return emails;
  } finally {
    await handle.close();
  }
}

export async function signIn(baseUrl: string, email: string, password = LOAD_PASSWORD): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
