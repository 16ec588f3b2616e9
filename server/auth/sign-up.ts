// Sign-up (POST sign-up): the rules for the form and the new admin, who has no role until a super admin
// gives one (so it signs in and sees only the dashboard).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { PasswordHashing } from '../config';
import { changedFields, recordActivity } from '../activity/record';
import type { Database } from '../db/schema';
import { nowIso } from '../db/time';
import { fieldErrors } from '../http/field-errors';
import { fieldLabel } from '../http/language';
import { strictObject, text } from '../http/schema';
import { newPasswordProblems } from './new-password';
import { hashPassword } from './passwords';
import { isEmailAddress } from './profile-input';

export interface SignUpBody {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

// Shapes and lengths only; blank names, the email and the password rules are 422s with every field at once.
export const signUpBodySchema = strictObject(
  {
    first_name: text({ max: 100 }),
    last_name: text({ max: 100 }),
    email: text({ max: 254 }),
    password: text({ max: 128 }),
    password_confirmation: text({ max: 128 }),
  },
  ['first_name', 'last_name', 'email', 'password', 'password_confirmation'],
);

export interface NewAdmin {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export async function emailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  // Deleted admins keep their (unique) address, so they count too.
  return (await db.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

/**
 * The admin to create, or a 422 naming every failing field. A taken email is not one of them: the
 * answer must not tell whether an address has an account (the route tells the owner instead).
 */
export async function validateSignUp(request: FastifyRequest, body: SignUpBody): Promise<NewAdmin> {
  const { fail, throwIfAny } = fieldErrors();

  for (const field of ['first_name', 'last_name'] as const) {
    if (body[field].trim() === '')
      fail(field, request.t('validation.blank', { field: fieldLabel(request.language, field) }));
  }
  const email = body.email.trim().toLowerCase();
  if (!isEmailAddress(email)) fail('email', request.t('validation.email'));
  newPasswordProblems(request, body.password, body.password_confirmation).forEach((message) =>
    fail('password', message),
  );

  throwIfAny();
  return { firstName: body.first_name.trim(), lastName: body.last_name.trim(), email, password: body.password };
}

/** Inserts the admin without a role; null when the email has an account already. */
export async function createRolelessAdmin(
  db: Kysely<Database>,
  admin: NewAdmin,
  hashing: PasswordHashing,
): Promise<number | null> {
  // Hashed first either way, so a taken address takes as long to answer as a new one.
  const passwordHash = await hashPassword(admin.password, hashing);
  if (await emailTaken(db, admin.email)) return null;
  const now = nowIso();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('admins')
        .values({
          first_name: admin.firstName,
          last_name: admin.lastName,
          email: admin.email,
          password_hash: passwordHash,
          image: null,
          role_id: null,
          enabled: 1,
          awaiting_role: 1,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Nobody signed in made it: the entry names the address that signed up.
      await recordActivity(trx, {
        adminId: null,
        email: admin.email,
        action: 'create',
        model: 'admins',
        ids: [row.id],
        changes: changedFields({}, { first_name: admin.firstName, last_name: admin.lastName, email: admin.email }),
      });
      return row.id;
    });
  } catch (error) {
    // The address has an account already (or two sign-ups raced): the unique index refused this one.
    if (await emailTaken(db, admin.email)) return null;
    throw error;
  }
}
