// The session pages' routes: sign-up (a role-less admin), forgot/reset password (single-use, expiring
// tokens delivered by the mailer hook or the demo log), and the lock screen's unlock. SIGN_UP=false closes
// sign-up.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { deliverResetLink, setResetLinkMailer, type ResetLinkMessage } from '../../server/auth/reset-link-delivery';
import { addAdmin, createTestApp, DEMO_ADMIN, type TestApp } from './helpers';

let t: TestApp;
const API = '/api/v1/admin';
let addressCounter = 0;
/** A fresh client address per test, so the per-address limits of one test do not leak into another. */
const nextAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const post = (path: string, payload: unknown, options: { headers?: Record<string, string>; address?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/${path}`,
    payload: payload as object,
    headers: options.headers ?? {},
    remoteAddress: options.address ?? nextAddress(),
  });

const sent: ResetLinkMessage[] = [];
/** Stands in for a mail service: the links the routes would send land in `sent`. */
const captureLinks = () =>
  setResetLinkMailer((message) => {
    sent.push(message);
  });

beforeAll(async () => {
  t = await createTestApp({ config: { signUp: true } });
  captureLinks();
});
afterAll(async () => {
  setResetLinkMailer(null);
  await t.close();
});
afterEach(() => {
  sent.length = 0;
  captureLinks();
});

const signUpBody = (email: string) => ({
  first_name: ' Sara ',
  last_name: 'Hassan',
  email,
  password: 'Strong#Pass1',
  password_confirmation: 'Strong#Pass1',
});

/** Requests a reset for `email` and returns the token of the link the mailer was given. */
async function requestResetToken(email: string): Promise<string> {
  sent.length = 0;
  const res = await post('forgot-password', { email });
  expect(res.statusCode).toBe(200);
  expect(sent).toHaveLength(1);
  const link = new URL(sent[0].link, 'http://admin.test');
  expect(link.pathname).toBe('/session/reset-password');
  expect(link.searchParams.get('email')).toBe(email.trim().toLowerCase());
  return link.searchParams.get('token')!;
}

const resetBody = (email: string, token: string, password = 'Brand#New2026') => ({
  email,
  token,
  password,
  password_confirmation: password,
});

describe('POST sign-up', () => {
  it('creates an admin without a role who can sign in and sees only the dashboard', async () => {
    const res = await post('sign-up', signUpBody('New.Person@Demo.Test'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.state).toBe(1);
    expect(body.message).toBe(
      'Your account has been created. A super admin must give you a role before you can use more than the dashboard.',
    );
    // Nothing about the account: the answer is the same for an address that has one (below).
    expect(body).toEqual({ state: 1, message: body.message, data: null });

    const stored = await t.db
      .selectFrom('admins')
      .selectAll()
      .where('email', '=', 'new.person@demo.test')
      .executeTakeFirstOrThrow();
    expect(stored.role_id).toBeNull();
    expect(stored.enabled).toBe(1);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const login = await post('login', { email: 'new.person@demo.test', password: 'Strong#Pass1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.permissions).toEqual([]);
    const token = login.json().data.token as string;

    expect((await t.app.inject({ method: 'GET', url: `${API}/dashboard`, headers: t.auth(token) })).statusCode).toBe(
      200,
    );
    const permissions = await t.app.inject({ method: 'GET', url: `${API}/role/permissions`, headers: t.auth(token) });
    expect(permissions.statusCode).toBe(403);
    const settings = await t.app.inject({ method: 'GET', url: `${API}/settings`, headers: t.auth(token) });
    expect(settings.statusCode).toBe(403);
  });

  it('names every failing field at once', async () => {
    const res = await post('sign-up', {
      first_name: '  ',
      last_name: '',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: {
        first_name: ['The first name field must not be empty.'],
        last_name: ['The last name field must not be empty.'],
        email: ['The email must be a valid email address.'],
        password: ['The password must have at least 8 characters.'],
      },
    });
  });

  it('answers a taken email (any case) like a new one and sends its owner a reset link instead', async () => {
    const before = await t.db.selectFrom('admins').select('id').execute();
    const fresh = await post('sign-up', signUpBody('someone.new@demo.test'));
    sent.length = 0;
    const taken = await post('sign-up', signUpBody(' ADMIN@demo.test '));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].email).toBe('admin@demo.test');
    expect(new URL(sent[0].link, 'http://admin.test').pathname).toBe('/session/reset-password');
    expect(await t.db.selectFrom('admins').select('id').execute()).toHaveLength(before.length + 1);
  });

  it('refuses an unconfirmed password, in Arabic too', async () => {
    const res = await post(
      'sign-up',
      { ...signUpBody('unconfirmed@demo.test'), password_confirmation: 'Other#Pass1' },
      { headers: { 'accept-language': 'ar' } },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['تأكيد كلمة المرور غير مطابق.'] });
  });

  it('answers 400 for a missing or an unknown field and creates nothing', async () => {
    const before = await t.db.selectFrom('admins').select('id').execute();
    const missing = await post('sign-up', {
      first_name: 'A',
      last_name: 'B',
      email: 'x@demo.test',
      password: 'Strong#Pass1',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.password_confirmation).toEqual(['The password confirmation field is required.']);
    const extra = await post('sign-up', { ...signUpBody('y@demo.test'), role_id: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors.role_id).toEqual(['The role_id field is not allowed.']);
    expect(await t.db.selectFrom('admins').select('id').execute()).toHaveLength(before.length);
  });

  it('is limited like sign-in: the sixth attempt from one address within a minute is 429', async () => {
    const address = nextAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await post('sign-up', signUpBody(`burst${attempt}@demo.test`), { address });
      expect(res.statusCode).toBe(201);
    }
    const blocked = await post('sign-up', signUpBody('burst6@demo.test'), { address });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
    expect(
      await t.db.selectFrom('admins').select('id').where('email', '=', 'burst6@demo.test').executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('GET session/options', () => {
  it('tells a signed-out visitor whether sign-up is open (here SIGN_UP=true)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/session/options` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 1, data: { sign_up: true } });
  });

  it('is closed by default', async () => {
    const closedByDefault = await createTestApp();
    const res = await closedByDefault.app.inject({ method: 'GET', url: `${API}/session/options` });
    expect(res.json()).toEqual({ state: 1, data: { sign_up: false } });
    await closedByDefault.close();
  });
});

describe('POST sign-up with SIGN_UP=false', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await createTestApp({ config: { signUp: false } });
  });
  afterAll(async () => {
    await closed.close();
  });

  const signUp = (payload: unknown, language = 'en') =>
    closed.app.inject({
      method: 'POST',
      url: `${API}/sign-up`,
      payload: payload as object,
      headers: { 'accept-language': language },
      remoteAddress: '10.9.0.1',
    });
  const adminCount = async () => (await closed.db.selectFrom('admins').select('id').execute()).length;

  it('answers 403 in both languages and creates nothing', async () => {
    const before = await adminCount();
    const res = await signUp(signUpBody('closed@demo.test'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      state: 0,
      message: 'Sign-up is turned off. Ask an administrator to create an account for you.',
    });
    const ar = await signUp(signUpBody('closed-ar@demo.test'), 'ar');
    expect(ar.statusCode).toBe(403);
    expect(ar.json()).toEqual({ state: 0, message: 'إنشاء الحسابات متوقف. اطلب من أحد المشرفين إنشاء حساب لك.' });
    expect(await adminCount()).toBe(before);
    expect(
      await closed.db
        .selectFrom('admins')
        .select('id')
        .where('email', 'in', ['closed@demo.test', 'closed-ar@demo.test'])
        .execute(),
    ).toEqual([]);
  });

  it('answers 403 before looking at the body, and never 429', async () => {
    expect((await signUp({ role_id: 1 })).statusCode).toBe(403);
    for (let attempt = 0; attempt < 7; attempt++)
      expect((await signUp(signUpBody(`again${attempt}@demo.test`))).statusCode).toBe(403);
  });

  it('says so in GET session/options, without a token', async () => {
    const res = await closed.app.inject({ method: 'GET', url: `${API}/session/options` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 1, data: { sign_up: false } });
  });

  it('leaves sign-in and the other session pages open', async () => {
    const login = await closed.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect(login.statusCode).toBe(200);
    const forgot = await closed.app.inject({
      method: 'POST',
      url: `${API}/forgot-password`,
      payload: { email: 'nobody@demo.test' },
    });
    expect(forgot.statusCode).toBe(200);
  });
});

describe('POST forgot-password', () => {
  it('gives the same answer for a known and an unknown address, and sends a link only for the known one', async () => {
    const known = await post('forgot-password', { email: ' Admin@Demo.test ' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ adminId: 1, email: 'admin@demo.test', firstName: 'Demo', language: 'en' });
    const unknown = await post('forgot-password', { email: 'nobody@demo.test' });
    expect(sent).toHaveLength(1);

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({
      state: 1,
      message: 'If an account exists for this email, a password reset link has been sent to it.',
      data: null,
    });
  });

  it('stores only the hash of a 60-minute token, and a new request replaces the unused one', async () => {
    const email = 'forgetful@demo.test';
    const adminId = await addAdmin(t, { email });
    const first = await requestResetToken(email);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.selectFrom('password_resets').selectAll().where('admin_id', '=', adminId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashToken(first));
    expect(rows[0].used_at).toBeNull();
    const minutes = (Date.parse(rows[0].expires_at) - Date.parse(rows[0].created_at)) / 60_000;
    expect(minutes).toBe(60);

    const second = await requestResetToken(email);
    expect(
      await t.db.selectFrom('password_resets').select('token_hash').where('admin_id', '=', adminId).execute(),
    ).toEqual([{ token_hash: hashToken(second) }]);
    const stale = await post('reset-password', resetBody(email, first));
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe('This password reset link is not valid. Request a new one.');
  });

  it('sends nothing for a disabled admin, validates the address and answers in Arabic', async () => {
    await addAdmin(t, { email: 'disabled-reset@demo.test', enabled: false });
    const disabled = await post(
      'forgot-password',
      { email: 'disabled-reset@demo.test' },
      { headers: { 'accept-language': 'ar' } },
    );
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().message).toBe(
      'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أُرسل إليه رابط لإعادة تعيين كلمة المرور.',
    );
    expect(sent).toHaveLength(0);

    const invalid = await post('forgot-password', { email: 'nope' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ email: ['The email must be a valid email address.'] });
    expect((await post('forgot-password', {})).statusCode).toBe(400);
  });

  it('limits requests for one address to five a minute', async () => {
    await addAdmin(t, { email: 'flooded@demo.test' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await post('forgot-password', { email: 'flooded@demo.test' })).statusCode).toBe(200);
    }
    const blocked = await post('forgot-password', { email: 'flooded@demo.test' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(sent).toHaveLength(5);
  });
});

describe('POST reset-password', () => {
  it('sets the new password once, ends every session, and refuses the link the second time', async () => {
    const email = 'resetter@demo.test';
    await addAdmin(t, { email });
    const sessionToken = await t.login(email);
    const token = await requestResetToken(email);

    const res = await post('reset-password', resetBody(' Resetter@Demo.test', token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      state: 1,
      message: 'Your password has been reset. Sign in with your new password.',
      data: null,
    });

    const profile = await t.app.inject({
      method: 'GET',
      url: `${API}/admins/my-profile`,
      headers: t.auth(sessionToken),
    });
    expect(profile.statusCode).toBe(401);
    expect((await post('login', { email, password: DEMO_ADMIN.password })).statusCode).toBe(422);
    expect((await post('login', { email, password: 'Brand#New2026' })).statusCode).toBe(200);

    const again = await post('reset-password', resetBody(email, token, 'Another#Pass3'));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      state: 0,
      message: 'This password reset link has already been used. Request a new one.',
      errors: { token: ['This password reset link has already been used. Request a new one.'] },
    });
    expect((await post('login', { email, password: 'Brand#New2026' })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const email = 'late@demo.test';
    const adminId = await addAdmin(t, { email });
    const token = await requestResetToken(email);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('admin_id', '=', adminId)
      .execute();
    const res = await post('reset-password', resetBody(email, token), { headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('انتهت صلاحية رابط إعادة تعيين كلمة المرور هذا. اطلب رابطًا جديدًا.');
    expect((await post('login', { email, password: DEMO_ADMIN.password })).statusCode).toBe(200);
  });

  it('refuses unknown tokens and a token sent with another admin’s email', async () => {
    const email = 'owner@demo.test';
    await addAdmin(t, { email });
    const token = await requestResetToken(email);
    const invalid = 'This password reset link is not valid. Request a new one.';
    for (const body of [
      resetBody(email, 'x'.repeat(43)),
      resetBody(email, 'garbage'),
      resetBody('admin@demo.test', token),
    ]) {
      const res = await post('reset-password', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(invalid);
    }
    // Still usable by its owner.
    expect((await post('reset-password', resetBody(email, token))).statusCode).toBe(200);
  });

  it('checks the new password and keeps the link usable when it is refused', async () => {
    const email = 'weak@demo.test';
    await addAdmin(t, { email });
    const token = await requestResetToken(email);
    const short = await post('reset-password', resetBody(email, token, 'short'));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['The password must have at least 8 characters.'] });
    const mismatch = await post('reset-password', { ...resetBody(email, token), password_confirmation: 'Different#1' });
    expect(mismatch.json().errors).toEqual({ password: ['The password confirmation does not match.'] });
    expect((await post('reset-password', resetBody(email, token))).statusCode).toBe(200);
  });

  it('limits failed attempts from one address', async () => {
    const address = nextAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(
        (await post('reset-password', resetBody(`guess${attempt}@demo.test`, 'y'.repeat(43)), { address })).statusCode,
      ).toBe(422);
    }
    expect((await post('reset-password', resetBody('guess6@demo.test', 'y'.repeat(43)), { address })).statusCode).toBe(
      429,
    );
  });
});

describe('POST lock-screen/unlock', () => {
  it('needs a session', async () => {
    const res = await post('lock-screen/unlock', { password: DEMO_ADMIN.password });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('unlocks with the signed-in admin’s password and answers the current user and permissions', async () => {
    const token = await t.login();
    const res = await post('lock-screen/unlock', { password: DEMO_ADMIN.password }, { headers: t.auth(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Welcome back.');
    expect(body.data.user).toMatchObject({ id: 1, first_name: 'Demo', last_name: 'Admin', email: 'admin@demo.test' });
    expect(body.data.permissions).toContain('view-Role');
  });

  it('answers 422 for a wrong password (in Arabic too) and 400 for an empty one', async () => {
    const token = await t.login();
    const wrong = await post('lock-screen/unlock', { password: 'not-it' }, { headers: t.auth(token) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      state: 0,
      message: 'The password is incorrect.',
      errors: { password: ['The password is incorrect.'] },
    });
    const arabic = await post('lock-screen/unlock', { password: 'not-it' }, { headers: t.auth(token, 'ar') });
    expect(arabic.json().message).toBe('كلمة المرور غير صحيحة.');
    expect((await post('lock-screen/unlock', { password: '' }, { headers: t.auth(token) })).statusCode).toBe(400);
    // A wrong password does not end the session.
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/admins/my-profile`, headers: t.auth(token) })).statusCode,
    ).toBe(200);
  });

  it('stops guessing after five wrong passwords, even with the right one', async () => {
    const email = 'guessed@demo.test';
    await addAdmin(t, { email });
    const token = await t.login(email);
    const address = nextAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(
        (await post('lock-screen/unlock', { password: `wrong-${attempt}` }, { headers: t.auth(token), address }))
          .statusCode,
      ).toBe(422);
    }
    const blocked = await post(
      'lock-screen/unlock',
      { password: DEMO_ADMIN.password },
      { headers: t.auth(token), address: nextAddress() },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('names the wait with its plural form in both languages', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.UTC(2031, 0, 1);
      vi.setSystemTime(start);
      const email = 'plural-wait@demo.test';
      await addAdmin(t, { email });
      const token = await t.login(email);
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect(
          (await post('lock-screen/unlock', { password: `wrong-${attempt}` }, { headers: t.auth(token) })).statusCode,
        ).toBe(422);
      }
      vi.setSystemTime(start + 59_000);
      const en = await post('lock-screen/unlock', { password: 'wrong' }, { headers: t.auth(token) });
      expect(en.statusCode).toBe(429);
      expect(en.headers['retry-after']).toBe('1');
      expect(en.json()).toEqual({ state: 0, message: 'Too many attempts. Try again in 1 second.' });
      vi.setSystemTime(start + 58_000);
      const ar = await post('lock-screen/unlock', { password: 'wrong' }, { headers: t.auth(token, 'ar') });
      expect(ar.statusCode).toBe(429);
      expect(ar.json()).toEqual({ state: 0, message: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد ثانيتين.' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reset link delivery', () => {
  const message: ResetLinkMessage = {
    adminId: 7,
    email: 'a@demo.test',
    firstName: 'A',
    link: '/session/reset-password?token=abc&email=a%40demo.test',
    expiresAt: '2026-01-01T01:00:00.000Z',
    language: 'en',
  };
  const fakeLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

  it('writes the link to the log in demo mode when no mailer is installed', async () => {
    setResetLinkMailer(null);
    const log = fakeLog();
    await deliverResetLink(message, log, true);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ resetLink: message.link, email: 'a@demo.test' }),
      expect.stringContaining('password reset link'),
    );
  });

  it('never logs the link outside demo mode', async () => {
    setResetLinkMailer(null);
    const log = fakeLog();
    await deliverResetLink(message, log, false);
    expect(log.info).not.toHaveBeenCalled();
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('token=');
  });

  it('hands the message to an installed mailer and logs its failure without throwing', async () => {
    const log = fakeLog();
    setResetLinkMailer(() => Promise.reject(new Error('smtp down')));
    await expect(deliverResetLink(message, log, true)).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.info).not.toHaveBeenCalled();
  });
});
