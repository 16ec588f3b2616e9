// Creating and changing admins (POST admins, POST admins/{id}): who may do what, the field rules and the
// write. Only a Super Admin changes a Super Admin or hands out that role; nobody changes their own role or
// disables themselves; a role is given only by an admin who holds every permission in it.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { PasswordHashing } from '../config';
import type { Database } from '../db/schema';
import { changedFields } from '../activity/record';
import { recordByAdmin } from '../activity/write';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import { isUniqueViolation } from '../forms/shared/lookups';
import { fieldErrors } from '../http/field-errors';
import { storeImage } from '../http/image-files';
import { fieldLabel } from '../http/language';
import type { AdminInput } from './admin-input';
import { adminData, checkRole, findAdmin, type StoredAdmin } from './admin-rules';
import { requireContained } from './containment';
import { hashPassword, verifyPassword } from './passwords';
import { imagePathOf, isEmailAddress, PASSWORD_MIN_LENGTH } from './profile-input';
import { revokeTokens } from './tokens';

// Read by the admins routes from here as before.
export { adminData, findAdmin };

/** What validation keeps of the input: its fields, the image file aside. */
type AdminChanges = Omit<AdminInput, 'imageFile'>;

async function emailTaken(db: Kysely<Database>, email: string, exceptId?: number): Promise<boolean> {
  // Deleted admins keep their (unique) address, so they count too.
  let query = db.selectFrom('admins').select('id').where('email', '=', email);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Why the admin's own current password does not confirm a change of email or password, or null. */
async function currentPasswordProblem(db: Kysely<Database>, adminId: number, current: string) {
  if (current === '') return 'validation.current_password_required';
  const stored = await db
    .selectFrom('admins')
    .select('password_hash')
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
  return (await verifyPassword(stored.password_hash, current)) ? null : 'validation.current_password_wrong';
}

/** The changes to make, or 403 / 422 naming every failing field. `existing` is absent on create. */
export async function validateAdmin(
  request: FastifyRequest,
  input: AdminInput,
  existing?: StoredAdmin,
): Promise<AdminChanges> {
  const admin = request.admin!;
  const { db } = request.server.deps;
  if (existing) await requireContained(db, admin, [existing.id]);
  const { errors, fail, throwIfAny } = fieldErrors();
  const blank = (field: string) => request.t('validation.blank', { field: fieldLabel(request.language, field) });
  const changes: AdminChanges = {};

  for (const field of ['first_name', 'last_name'] as const) {
    const value = input[field]?.trim();
    if (value === undefined && existing) continue;
    if (!value) fail(field, blank(field));
    else changes[field] = value;
  }

  const email = input.email?.trim().toLowerCase();
  if (email === undefined && !existing) fail('email', blank('email'));
  else if (email !== undefined && email !== existing?.email) {
    if (!isEmailAddress(email)) fail('email', request.t('validation.email'));
    else if (await emailTaken(db, email, existing?.id)) fail('email', request.t('validation.email_taken'));
    else changes.email = email;
  }

  const password = input.password ?? '';
  if (password === '' && !existing) fail('password', request.t('admins.password_required'));
  else if (password !== '') {
    if (password.length < PASSWORD_MIN_LENGTH) {
      fail('password', request.t('validation.password_min', { min: PASSWORD_MIN_LENGTH }));
    } else changes.password = password;
  }

  if (input.image !== undefined) {
    const path = imagePathOf(input.image);
    if (path === undefined)
      fail('image', request.t('validation.format', { field: fieldLabel(request.language, 'image') }));
    else changes.image = path;
  }

  const ownAccount = existing?.id === admin.id;
  if (input.role_id !== undefined && input.role_id !== existing?.role_id) {
    if (ownAccount) fail('role_id', request.t('admins.own_role'));
    else if (input.role_id !== null) await checkRole(request, input.role_id, (message) => fail('role_id', message));
    if (!errors.role_id) changes.role_id = input.role_id;
  }

  if (input.enabled !== undefined) {
    if (ownAccount && !input.enabled) fail('enabled', request.t('admins.own_disable'));
    else changes.enabled = input.enabled;
  }

  if (ownAccount && (changes.email !== undefined || changes.password !== undefined)) {
    const problem = await currentPasswordProblem(db, admin.id, input.current_password ?? '');
    if (problem) fail('current_password', request.t(problem));
  }

  throwIfAny();
  return changes;
}

/** Writes the changes (a new row without `existing`); returns the admin's id. */
export async function saveAdmin(
  request: FastifyRequest,
  input: AdminInput,
  changes: AdminChanges,
  hashing: PasswordHashing,
  existing?: StoredAdmin,
): Promise<number> {
  const { db } = request.server.deps;
  const { password, enabled, ...columns } = changes;
  if (input.imageFile) columns.image = (await storeImage(request, input.imageFile)).url;
  const values = {
    ...columns,
    ...(password !== undefined ? { password_hash: await hashPassword(password, hashing) } : {}),
    ...(enabled !== undefined ? { enabled: enabled ? 1 : 0 } : {}),
  };
  const now = nowIso();
  return takenEmailAsError(() =>
    db.transaction().execute(async (trx) => {
      if (!existing) {
        const row = await trx
          .insertInto('admins')
          .values({
            first_name: columns.first_name!,
            last_name: columns.last_name!,
            email: columns.email!,
            password_hash: values.password_hash!,
            image: columns.image ?? null,
            role_id: columns.role_id ?? null,
            enabled: values.enabled ?? 1,
            created_at: now,
            updated_at: now,
            deleted_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const changes = changedFields({}, { ...columns, ...(password !== undefined ? { password } : {}) });
        await recordByAdmin(trx, request, { action: 'create', model: 'admins', ids: [row.id], changes });
        return row.id;
      }
      const before = await trx
        .selectFrom('admins')
        .select(['first_name', 'last_name', 'email', 'image', 'role_id', 'enabled'])
        .where('id', '=', existing.id)
        .executeTakeFirstOrThrow();
      const after = { ...columns, ...(enabled !== undefined ? { enabled: values.enabled } : {}) };
      const changes = {
        ...changedFields(before, after),
        ...(password !== undefined ? changedFields({}, { password }) : {}),
      };
      await recordByAdmin(trx, request, { action: 'update', model: 'admins', ids: [existing.id], changes });
      if (Object.keys(values).length > 0) {
        await trx
          .updateTable('admins')
          .set({ ...values, updated_at: now })
          .where('id', '=', existing.id)
          .execute();
      }
      // A reset password or a disabled account ends the admin's sessions.
      if (password !== undefined || enabled === false) await revokeTokens(trx, { admin_id: existing.id });
      return existing.id;
    }),
  );
}

/** Two saves racing for one email: the unique index refuses the second, answered as the check would (422). */
async function takenEmailAsError<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'admins_email_key', ['admins.email']))
      throw new HttpError(422, 'errors.validation', { email: ['validation.email_taken'] });
    throw error;
  }
}
