// POST login / POST logout and the guard: tokens, revocation, expiry, disabled and deleted admins.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allPermissions } from '../../server/auth/permissions';
import { addAdmin, createTestApp, DEMO_ADMIN, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
const LOGIN = '/api/v1/admin/login';
const LOGOUT = '/api/v1/admin/logout';
const PROFILE = '/api/v1/admin/admins/my-profile';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const login = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: LOGIN, payload: payload as object, headers, remoteAddress });

describe('POST login', () => {
  it('signs the super admin in with a token, the user and every permission', async () => {
    const res = await login(DEMO_ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.state).toBe(1);
    expect(body.message).toBe('User Logged In Success!');
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.data.expires_at) - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    expect(body.data.user).toEqual({
      id: 1,
      first_name: 'Demo',
      last_name: 'Admin',
      email: 'admin@demo.test',
      image: null,
      role: 'Super Admin',
    });
    expect(body.data.permissions).toEqual([...allPermissions()].sort());
    expect(body.data.permissions).toContain('view-Product');
    expect(body.data.permissions).toContain('manage-categories');
  });

  it('answers in Arabic for Accept-Language ar and ignores the email case and spaces', async () => {
    const res = await login(
      { email: '  ADMIN@Demo.Test ', password: DEMO_ADMIN.password },
      { 'accept-language': 'ar-EG,ar;q=0.9' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('تم تسجيل الدخول بنجاح!');
  });

  it('gives the support admin only its three permissions', async () => {
    const res = await login(DEMO_SUPPORT);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.role).toBe('Support');
    expect(res.json().data.permissions).toEqual(['edit-chats', 'view-Chat', 'view-Complaint', 'view-User']);
  });

  it('stores only the SHA-256 of the token and an argon2id password hash', async () => {
    const token = (await login(DEMO_ADMIN)).json().data.token as string;
    const { createHash } = await import('node:crypto');
    const stored = await t.db
      .selectFrom('admin_tokens')
      .select('token_hash')
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirst();
    expect(stored).toBeDefined();
    const tokens = await t.db.selectFrom('admin_tokens').select('token_hash').execute();
    expect(tokens.some((row) => row.token_hash.includes(token))).toBe(false);
    const admin = await t.db
      .selectFrom('admins')
      .select('password_hash')
      .where('email', '=', DEMO_ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong password and an unknown email with the same clear 422', async () => {
    for (const payload of [
      { email: DEMO_ADMIN.email, password: 'wrong-password' },
      { email: 'nobody@demo.test', password: 'whatever1' },
    ]) {
      const res = await login(payload, {}, '10.1.0.1');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ state: 0, message: 'These credentials do not match our records.' });
    }
    const arabic = await login({ email: DEMO_ADMIN.email, password: 'wrong' }, { 'accept-language': 'ar' }, '10.1.0.2');
    expect(arabic.json()).toEqual({ state: 0, message: 'بيانات الدخول هذه لا تطابق سجلاتنا.' });
  });

  it('tells a disabled admin (with the right password) that the account is disabled', async () => {
    await addAdmin(t, { email: 'disabled@demo.test', roleName: 'Support', enabled: false });
    const res = await login({ email: 'disabled@demo.test', password: DEMO_ADMIN.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ state: 0, message: 'This account is disabled. Please contact an administrator.' });
    const wrong = await login({ email: 'disabled@demo.test', password: 'wrong-password' }, {}, '10.1.0.3');
    expect(wrong.statusCode).toBe(422);
  });

  it('treats a deleted admin as unknown', async () => {
    const id = await addAdmin(t, { email: 'deleted@demo.test', roleName: 'Support' });
    await t.db.updateTable('admins').set({ deleted_at: new Date().toISOString() }).where('id', '=', id).execute();
    const res = await login({ email: 'deleted@demo.test', password: DEMO_ADMIN.password }, {}, '10.1.0.4');
    expect(res.statusCode).toBe(422);
  });

  it('answers 400 for malformed JSON, in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: 0, message: 'The request body is not valid JSON.' });
    const ar = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: '{',
    });
    expect(ar.json()).toEqual({ state: 0, message: 'محتوى الطلب ليس JSON صالحًا.' });
  });

  it('answers 400 with field messages for wrong types, unknown and missing fields', async () => {
    const wrongTypes = await login({ email: 42, password: ['x'] });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { email: ['The email field must be text.'], password: ['The password field must be text.'] },
    });

    const unknown = await login({ ...DEMO_ADMIN, remember: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ remember: ['The remember field is not allowed.'] });

    const missing = await login({}, { 'accept-language': 'ar' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      state: 0,
      message: 'البيانات المُدخلة غير صالحة.',
      errors: { email: ['حقل البريد الإلكتروني مطلوب.'], password: ['حقل كلمة المرور مطلوب.'] },
    });

    const blank = await login({ email: '', password: '' });
    expect(blank.json().errors).toEqual({
      email: ['The email field must not be empty.'],
      password: ['The password field must not be empty.'],
    });

    const notAnObject = await login([1, 2]);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().errors).toEqual({ body: ['The request body field must be an object.'] });
  });

  it('answers 400 for an empty JSON body and 415 for other content types', async () => {
    const empty = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ state: 0, message: 'This content type is not accepted here.' });
    const form = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a',
    });
    expect(form.statusCode).toBe(415);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await login({ email: 'a@b.c', password: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ state: 0, message: 'The request body is too large.' });
  });
});

describe('the guard', () => {
  it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
    const none = await t.app.inject({ method: 'GET', url: PROFILE });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ state: 0, message: 'Please sign in to continue.' });
    expect(none.headers['www-authenticate']).toBe('Bearer');

    for (const authorization of [
      'Bearer',
      'Basic YWRtaW46cGFzcw==',
      'Bearer not-a-token',
      `Bearer ${'A'.repeat(43)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: PROFILE, headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json().state).toBe(0);
    }
    const ar = await t.app.inject({
      method: 'GET',
      url: PROFILE,
      headers: { authorization: `Bearer ${'A'.repeat(43)}`, 'accept-language': 'ar' },
    });
    expect(ar.json()).toEqual({ state: 0, message: 'انتهت جلستك أو لم تعد صالحة. يرجى تسجيل الدخول مرة أخرى.' });
  });

  it('rejects a token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const token = await t.login();
    vi.setSystemTime(new Date('2030-01-01T11:59:00Z'));
    expect((await t.app.inject({ method: 'GET', url: PROFILE, headers: t.auth(token) })).statusCode).toBe(200);
    vi.setSystemTime(new Date('2030-01-01T12:00:01Z'));
    const expired = await t.app.inject({ method: 'GET', url: PROFILE, headers: t.auth(token) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Your session has expired or is no longer valid. Please sign in again.');
  });

  it('honours a configured token lifetime', async () => {
    const short = await createTestApp({ config: { tokenTtlHours: 1 } });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
      const token = await short.login();
      vi.setSystemTime(new Date('2030-01-01T01:00:01Z'));
      expect((await short.app.inject({ method: 'GET', url: PROFILE, headers: short.auth(token) })).statusCode).toBe(
        401,
      );
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });

  it('rejects the tokens of an admin who is disabled or deleted, at once', async () => {
    const disabledId = await addAdmin(t, { email: 'soon-disabled@demo.test', roleName: 'Support' });
    const deletedId = await addAdmin(t, { email: 'soon-deleted@demo.test', roleName: 'Support' });
    const disabledToken = await t.login('soon-disabled@demo.test');
    const deletedToken = await t.login('soon-deleted@demo.test');
    expect((await t.app.inject({ method: 'GET', url: PROFILE, headers: t.auth(disabledToken) })).statusCode).toBe(200);

    await t.db.updateTable('admins').set({ enabled: 0 }).where('id', '=', disabledId).execute();
    await t.db
      .updateTable('admins')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', deletedId)
      .execute();

    const disabled = await t.app.inject({ method: 'GET', url: PROFILE, headers: t.auth(disabledToken) });
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json()).toEqual({
      state: 0,
      message: 'This account is disabled. Please contact an administrator.',
    });
    const deleted = await t.app.inject({ method: 'GET', url: PROFILE, headers: t.auth(deletedToken) });
    expect(deleted.statusCode).toBe(401);
  });

  it('answers 403 with a translated message when a permission is missing', async () => {
    const token = await t.login(DEMO_SUPPORT.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/role/permissions', headers: t.auth(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ state: 0, message: "You don't have permission to do this." });
    const ar = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/role/permissions',
      headers: t.auth(token, 'ar'),
    });
    expect(ar.json()).toEqual({ state: 0, message: 'ليس لديك صلاحية للقيام بذلك.' });
  });

  it("applies a role's new permissions on the next request", async () => {
    await addAdmin(t, { email: 'editor@demo.test', roleName: 'Settings reader', permissions: [] });
    const token = await t.login('editor@demo.test');
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: t.auth(token) });
    expect(before.statusCode).toBe(403);
    await t.db
      .updateTable('roles')
      .set({ permissions: JSON.stringify(['view-Setting']) })
      .where('name', '=', 'Settings reader')
      .execute();
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: t.auth(token) });
    expect(after.statusCode).toBe(200);
  });
});

describe('POST logout', () => {
  it('revokes only the token it was called with', async () => {
    const first = await t.login();
    const second = await t.login();
    const res = await t.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { ...t.auth(first), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 1, message: 'Logged out successfully.', data: null });
    expect((await t.app.inject({ method: 'GET', url: PROFILE, headers: t.auth(first) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: PROFILE, headers: t.auth(second) })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: LOGOUT, headers: t.auth(first) });
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: LOGOUT });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ state: 0, message: 'Please sign in to continue.' });
  });
});
