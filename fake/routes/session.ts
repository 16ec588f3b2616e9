// The calls whose work differs in the demo: signing in and out on the demo's token store (./sessions.ts)
// and checking or changing a password kept as demo plain text (../passwords.ts: argon2 is a Node module).
// They keep the server routes' schemas and permission checks (server/routes/auth.ts, profile.ts,
// session.ts); only the handler is the demo's.
import type { FastifyRequest } from 'fastify';
import { changedFields, recordActivity } from '../../server/activity/record';
import { loadAdminView } from '../../server/auth/admin-view';
import { imagePathOf, isEmailAddress, PASSWORD_MIN_LENGTH, type ProfileInput } from '../../server/auth/profile-input';
import { takenByAnother } from '../../server/db/live-rows';
import { nowIso } from '../../server/db/time';
import { fieldErrors } from '../../server/http/field-errors';
import { HttpError } from '../../server/http/errors';
import { fieldLabel } from '../../server/http/language';
import { DEMO_CONFIG } from '../config';
import { NotInDemoError } from '../not-in-demo';
import { passwordMatches, storedPassword } from '../passwords';
import type { FakeSessions } from '../sessions';
import type { Handler } from './from-server';

const dbOf = (request: FastifyRequest) => request.server.deps.db;

async function storedHash(request: FastifyRequest, adminId: number): Promise<string> {
  const row = await dbOf(request)
    .selectFrom('admins')
    .select('password_hash')
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

const tokenOf = (request: FastifyRequest) => /^Bearer\s+(\S*)/i.exec(request.headers.authorization ?? '')?.[1] ?? '';

function login(sessions: FakeSessions): Handler {
  return async (request) => {
    const body = request.body as { email: string; password: string };
    const db = dbOf(request);
    const email = body.email.trim().toLowerCase();
    const admin = await db
      .selectFrom('admins')
      .select(['id', 'password_hash', 'enabled'])
      .where('email', '=', email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!admin || !passwordMatches(admin.password_hash, body.password)) {
      await recordActivity(db, { adminId: null, email, action: 'sign_in_failed' });
      throw new HttpError(422, 'auth.failed');
    }
    if (Number(admin.enabled) !== 1) throw new HttpError(403, 'auth.disabled');
    await recordActivity(db, { adminId: admin.id, email, action: 'sign_in' });
    const token = sessions.issue(admin.id);
    const view = await loadAdminView(db, admin.id);
    const expiresAt = new Date(Date.now() + DEMO_CONFIG.tokenTtlHours * 3_600_000).toISOString();
    return {
      state: 1,
      message: request.t('auth.login_success'),
      data: { token, expires_at: expiresAt, user: view!.user, permissions: view!.permissions },
    };
  };
}

/** The profile form's rules (server/routes/profile.ts), for a JSON body; a new image file needs the server. */
function saveProfile(sessions: FakeSessions): Handler {
  return async (request) => {
    if (request.isMultipart()) throw new NotInDemoError('An image upload');
    const admin = request.admin!;
    const db = dbOf(request);
    const input = (request.body ?? {}) as ProfileInput;
    const { fail, throwIfAny } = fieldErrors();
    const changes: Record<string, string | null> = {};
    for (const field of ['first_name', 'last_name'] as const) {
      const value = input[field];
      if (value === undefined) continue;
      if (value.trim() === '')
        fail(field, request.t('validation.blank', { field: fieldLabel(request.language, field) }));
      else changes[field] = value.trim();
    }
    if (input.email !== undefined) {
      const email = input.email.trim().toLowerCase();
      if (!isEmailAddress(email)) fail('email', request.t('validation.email'));
      else if (email !== admin.email) {
        if (await takenByAnother(db, 'admins', 'email', email, admin.id))
          fail('email', request.t('validation.email_taken'));
        else changes.email = email;
      }
    }
    if (input.image !== undefined) {
      const path = imagePathOf(input.image);
      if (path === undefined)
        fail('image', request.t('validation.format', { field: fieldLabel(request.language, 'image') }));
      else changes.image = path;
    }
    const password = input.password ?? '';
    if (password !== '') {
      if (password.length < PASSWORD_MIN_LENGTH)
        fail('password', request.t('validation.password_min', { min: PASSWORD_MIN_LENGTH }));
      else if (password !== (input.password_confirmation ?? ''))
        fail('password', request.t('validation.password_confirmation'));
    }
    if (changes.email !== undefined || password !== '') {
      const current = input.current_password ?? '';
      if (current === '') fail('current_password', request.t('validation.current_password_required'));
      else if (!passwordMatches(await storedHash(request, admin.id), current))
        fail('current_password', request.t('validation.current_password_wrong'));
    }
    throwIfAny();
    const update = { ...changes, ...(password !== '' ? { password_hash: storedPassword(password) } : {}) };
    if (Object.keys(update).length > 0) {
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
        const after = { ...changes, ...(password !== '' ? { password } : {}) };
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
    if (password !== '') {
      sessions.revokeAll(admin.id);
      token = sessions.issue(admin.id);
    }
    const view = await loadAdminView(db, admin.id);
    return {
      state: 1,
      message: request.t('profile.updated'),
      data: { ...view!.user, permissions: view!.permissions, ...(token ? { token } : {}) },
    };
  };
}

async function unlock(request: FastifyRequest) {
  const admin = request.admin!;
  const { password } = request.body as { password: string };
  if (!passwordMatches(await storedHash(request, admin.id), password))
    throw new HttpError(422, 'session.unlock_failed', { password: ['session.unlock_failed'] });
  const view = await loadAdminView(dbOf(request), admin.id);
  return {
    state: 1,
    message: request.t('session.unlocked'),
    data: { user: view!.user, permissions: view!.permissions },
  };
}

/** By route (`METHOD path`): the demo's handlers for the server routes of sessions and passwords. */
export function demoSessionHandlers(sessions: FakeSessions): Record<string, Handler> {
  return {
    'POST /login': login(sessions),
    'POST /logout': async (request) => {
      sessions.revoke(tokenOf(request));
      return { state: 1, message: request.t('auth.logged_out'), data: null };
    },
    'POST /admins/my-profile': saveProfile(sessions),
    'POST /lock-screen/unlock': unlock,
  };
}
