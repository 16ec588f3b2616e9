// GET and POST admins/my-profile: the signed-in admin's own name, email, image and password.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app';
import { changedFields, recordActivity } from '../activity/record';
import { adminProfileSchema, adminUserProperties, loadAdminView, permissionsSchema } from '../auth/admin-view';
import { requirePermission, type SignedInAdmin } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { issueToken, revokeTokens } from '../auth/tokens';
import type { Database } from '../db/schema';
import { takenByAnother } from '../db/live-rows';
import { nowIso } from '../db/time';
import { fieldErrors } from '../http/field-errors';
import { storeImage } from '../http/image-files';
import { fieldLabel } from '../http/language';
import { answerOf, shape } from '../openapi/answers';
import {
  imagePathOf,
  isEmailAddress,
  PASSWORD_MIN_LENGTH,
  profileBodySchema,
  profileFormParts,
  readMultipartProfile,
  type ProfileInput,
} from '../auth/profile-input';

const TAGS = ['Profile'];

const readSchema = { tags: TAGS, summary: 'The signed-in admin', response: answerOf(adminProfileSchema) };

const updateSchema = {
  tags: TAGS,
  summary: "Change the signed-in admin's name, email, image or password",
  description:
    'JSON or multipart (with an `image` file); every field optional. Changing the email or the password needs ' +
    '`current_password`; an empty password keeps the current one. A new password ends every session of the ' +
    'admin and answers a fresh `token` to carry on with.',
  // JSON is validated by schema; multipart is read and checked part by part.
  body: { content: { 'application/json': { schema: profileBodySchema } } },
  response: answerOf(
    shape(
      {
        ...adminUserProperties,
        permissions: permissionsSchema,
        token: { type: 'string', description: 'A fresh token, only when the password changed' },
      },
      [...Object.keys(adminUserProperties), 'permissions'],
    ),
  ),
};

interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  email?: string;
  image?: string | null;
  password?: string;
}

async function emailTaken(db: Kysely<Database>, email: string, exceptAdminId: number): Promise<boolean> {
  // Deleted admins keep their (unique) address, so they count too.
  return takenByAnother(db, 'admins', 'email', email, exceptAdminId);
}

/** Applies the rules that need more than the body's shape; 422 with every failing field. */
async function validateChanges(
  request: FastifyRequest,
  admin: SignedInAdmin,
  input: ProfileInput,
): Promise<ProfileChanges> {
  const { db } = request.server.deps;
  const { fail, throwIfAny } = fieldErrors();
  const changes: ProfileChanges = {};

  for (const field of ['first_name', 'last_name'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value.trim() === '') fail(field, request.t('validation.blank', { field: fieldLabel(request.language, field) }));
    else changes[field] = value.trim();
  }

  if (input.email !== undefined) {
    const email = input.email.trim().toLowerCase();
    if (!isEmailAddress(email)) fail('email', request.t('validation.email'));
    else if (email !== admin.email) {
      if (await emailTaken(db, email, admin.id)) fail('email', request.t('validation.email_taken'));
      else changes.email = email;
    }
  }

  if (input.image !== undefined) {
    const path = imagePathOf(input.image);
    if (path === undefined)
      fail('image', request.t('validation.format', { field: fieldLabel(request.language, 'image') }));
    else changes.image = path;
  }

  // Empty password fields mean "keep the current password" (forms send them blank).
  const password = input.password ?? '';
  if (password !== '') {
    if (password.length < PASSWORD_MIN_LENGTH)
      fail('password', request.t('validation.password_min', { min: PASSWORD_MIN_LENGTH }));
    else if (password !== (input.password_confirmation ?? ''))
      fail('password', request.t('validation.password_confirmation'));
    else changes.password = password;
  }

  if (changes.email !== undefined || password !== '') {
    const current = input.current_password ?? '';
    if (current === '') fail('current_password', request.t('validation.current_password_required'));
    else {
      const stored = await db
        .selectFrom('admins')
        .select('password_hash')
        .where('id', '=', admin.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(stored.password_hash, current))) {
        fail('current_password', request.t('validation.current_password_wrong'));
      }
    }
  }

  throwIfAny();
  return changes;
}

export async function profileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  app.get('/admins/my-profile', { preHandler: requirePermission(), schema: readSchema }, async (request) => {
    const view = await loadAdminView(db, request.admin!.id);
    return { state: 1, data: { ...view!.user, permissions: view!.permissions } };
  });

  app.post<{ Body: ProfileInput | undefined }>(
    '/admins/my-profile',
    {
      preHandler: requirePermission(),
      config: { multipart: profileFormParts },
      schema: updateSchema,
    },
    async (request) => {
      const admin = request.admin!;
      const input = request.isMultipart() ? await readMultipartProfile(request) : (request.body ?? {});
      const changes = await validateChanges(request, admin, input);
      if (input.imageFile) changes.image = (await storeImage(request, input.imageFile)).url;

      const { password, ...columns } = changes;
      const update = {
        ...columns,
        ...(password !== undefined ? { password_hash: await hashPassword(password, config.passwordHashing) } : {}),
      };
      if (Object.keys(update).length > 0) {
        // The change and its activity-log entry (the new password named, never stored) together.
        await db.transaction().execute(async (trx) => {
          const before = await trx
            .selectFrom('admins')
            .select(['first_name', 'last_name', 'email', 'image'])
            .where('id', '=', admin.id)
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('admins')
            .set({ ...update, updated_at: nowIso() })
            .where('id', '=', admin.id)
            .execute();
          const after = { ...columns, ...(password !== undefined ? { password } : {}) };
          await recordActivity(trx, {
            adminId: admin.id,
            action: 'update',
            model: 'admins',
            ids: [admin.id],
            changes: changedFields(before, after),
          });
        });
      }

      // A new password ends every session, then this one continues with a fresh token.
      let token: string | undefined;
      if (password !== undefined) {
        await revokeTokens(db, { admin_id: admin.id });
        token = (await issueToken(db, admin.id, config.tokenTtlHours)).token;
      }

      const view = await loadAdminView(db, admin.id);
      return {
        state: 1,
        message: request.t('profile.updated'),
        data: { ...view!.user, permissions: view!.permissions, ...(token ? { token } : {}) },
      };
    },
  );
}
