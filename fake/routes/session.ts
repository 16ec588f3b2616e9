// Sign-in, sign-out, the own profile and the session pages' options, as server/routes/auth.ts,
// profile.ts and session.ts answer them (passwords checked in plain text: see ../passwords.ts).
import { loadAdminView } from '../../server/auth/admin-view';
import { nowIso } from '../../server/db/time';
import { HttpError } from '../../server/http/errors';
import { fieldLabel } from '../../server/http/language';
import { demoMessage } from '../messages';
import { passwordMatches, storedPassword } from '../passwords';
import { answer, type FakeCall, type FakeRoute } from '../router';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN_LENGTH = 8;

function fields(call: FakeCall): Record<string, unknown> {
  const body = call.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'errors.invalid_json');
  return body as Record<string, unknown>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

async function storedHash(call: FakeCall, adminId: number): Promise<string> {
  return (
    await call.db.selectFrom('admins').select('password_hash').where('id', '=', adminId).executeTakeFirstOrThrow()
  ).password_hash;
}

async function login(call: FakeCall) {
  const body = fields(call);
  const email = (text(body.email) ?? '').trim().toLowerCase();
  const password = text(body.password) ?? '';
  if (email === '' || password === '') throw new HttpError(422, 'auth.failed');
  const admin = await call.db
    .selectFrom('admins')
    .select(['id', 'password_hash', 'enabled'])
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!admin || !passwordMatches(admin.password_hash, password)) throw new HttpError(422, 'auth.failed');
  if (Number(admin.enabled) !== 1) throw new HttpError(403, 'auth.disabled');
  const token = call.sessions.issue(admin.id);
  const view = await loadAdminView(call.db, admin.id);
  const expiresAt = new Date(Date.now() + 24 * 3_600_000).toISOString();
  return {
    state: 1,
    message: call.t('auth.login_success'),
    data: { token, expires_at: expiresAt, user: view!.user, permissions: view!.permissions },
  };
}

async function profile(call: FakeCall) {
  const view = await loadAdminView(call.db, call.admin.id);
  return { state: 1, data: { ...view!.user, permissions: view!.permissions } };
}

/** The profile form's rules (server/routes/profile.ts), for a JSON body; image files need the server. */
async function saveProfile(call: FakeCall) {
  const body = fields(call);
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const changes: Record<string, string | null> = {};
  for (const field of ['first_name', 'last_name'] as const) {
    const value = text(body[field]);
    if (value === undefined) continue;
    if (value.trim() === '') fail(field, call.t('validation.blank', { field: fieldLabel(call.language, field) }));
    else changes[field] = value.trim();
  }
  const email = text(body.email)?.trim().toLowerCase();
  if (email !== undefined && email !== call.admin.email) {
    if (!EMAIL_SHAPE.test(email)) fail('email', call.t('validation.email'));
    else if (
      await call.db
        .selectFrom('admins')
        .select('id')
        .where('email', '=', email)
        .where('id', '!=', call.admin.id)
        .executeTakeFirst()
    )
      fail('email', call.t('validation.email_taken'));
    else changes.email = email;
  }
  if (body.image === null || typeof body.image === 'string')
    changes.image = body.image === '' ? null : (body.image as string | null);
  const password = text(body.password) ?? '';
  if (password !== '') {
    if (password.length < PASSWORD_MIN_LENGTH)
      fail('password', call.t('validation.password_min', { min: PASSWORD_MIN_LENGTH }));
    else if (password !== (text(body.password_confirmation) ?? ''))
      fail('password', call.t('validation.password_confirmation'));
  }
  if (changes.email !== undefined || password !== '') {
    const current = text(body.current_password) ?? '';
    if (current === '') fail('current_password', call.t('validation.current_password_required'));
    else if (!passwordMatches(await storedHash(call, call.admin.id), current))
      fail('current_password', call.t('validation.current_password_wrong'));
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'errors.validation', errors);
  const update = { ...changes, ...(password !== '' ? { password_hash: storedPassword(password) } : {}) };
  if (Object.keys(update).length > 0)
    await call.db
      .updateTable('admins')
      .set({ ...update, updated_at: nowIso() })
      .where('id', '=', call.admin.id)
      .execute();
  let token: string | undefined;
  if (password !== '') {
    call.sessions.revokeAll(call.admin.id);
    token = call.sessions.issue(call.admin.id);
  }
  const view = await loadAdminView(call.db, call.admin.id);
  return {
    state: 1,
    message: call.t('profile.updated'),
    data: { ...view!.user, permissions: view!.permissions, ...(token ? { token } : {}) },
  };
}

async function unlock(call: FakeCall) {
  const password = text(fields(call).password) ?? '';
  if (!passwordMatches(await storedHash(call, call.admin.id), password)) {
    throw new HttpError(422, 'session.unlock_failed', { password: ['session.unlock_failed'] });
  }
  const view = await loadAdminView(call.db, call.admin.id);
  return { state: 1, message: call.t('session.unlocked'), data: { user: view!.user, permissions: view!.permissions } };
}

/** Sign-up and password resets send mail or create accounts: the demo answers that it cannot. */
async function notInDemo(call: FakeCall) {
  return answer(403, { state: 0, message: demoMessage(call.language, 'not_in_demo') });
}

export const sessionRoutes: FakeRoute[] = [
  { method: 'POST', path: '/login', handle: login },
  {
    method: 'POST',
    path: '/logout',
    permissions: [],
    handle: async (call) => {
      call.sessions.revoke(call.token);
      return { state: 1, message: call.t('auth.logged_out'), data: null };
    },
  },
  { method: 'GET', path: '/admins/my-profile', permissions: [], handle: profile },
  { method: 'POST', path: '/admins/my-profile', permissions: [], handle: saveProfile },
  // The demo has no mail: sign-up stays closed, as with SIGN_UP=false.
  { method: 'GET', path: '/session/options', handle: async () => ({ state: 1, data: { sign_up: false } }) },
  { method: 'POST', path: '/sign-up', handle: notInDemo },
  { method: 'POST', path: '/forgot-password', handle: notInDemo },
  { method: 'POST', path: '/reset-password', handle: notInDemo },
  { method: 'POST', path: '/lock-screen/unlock', permissions: [], handle: unlock },
];
