// Mass assignment: fields a client may not set (role, permissions, hashes, trash flags…) are refused on
// every write, and no answer anywhere carries a password hash, a token hash or another session's token.
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueResetToken } from '../../server/auth/password-reset';
import { MODELS } from '../../server/models/registry';
import { createTestApp, DEMO_ADMIN, DEMO_SUPPORT, type TestApp } from '../server/helpers';
import { IMAGES, multipart } from '../server/multipart';
import { API, expectRefused, expectUnknownField, get, post } from './support';

const PRIVILEGED = ['role', 'role_id', 'permissions', 'password_hash', 'deleted_at', 'is_trashed'];

let t: TestApp;
let db: Kysely<any>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ models: true, config: { signUp: true } });
  db = t.db as Kysely<any>;
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
});

const supportRow = () =>
  db.selectFrom('admins').selectAll().where('email', '=', DEMO_SUPPORT.email).executeTakeFirstOrThrow();

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

let codes = 0;
const coupon = () => ({
  code: `SAFE-${++codes}`,
  title_en: 'Offer',
  title_ar: 'عرض',
  discount_type: 'percentage',
  value: 10,
  max_discount: 50,
  usage_limit: 10,
  usage_limit_per_user: 1,
  valid_from: day(1),
  valid_until: day(30),
  applies_to_all_programs: 1,
  program_ids: [],
  diet_program_ids: [],
  enabled: 1,
});

describe('extra body fields are refused', () => {
  it.each(PRIVILEGED)('login with %s → 400', async (field) => {
    const res = await post(t, 'login', { ...DEMO_ADMIN, [field]: field === 'permissions' ? ['manage-admins'] : 1 });
    expectUnknownField(res, field);
    expect(res.json().errors[field]).toEqual([`The ${field} field is not allowed.`]);
  });

  it.each([...PRIVILEGED, 'enabled', 'id', 'email_verified_at'])(
    'profile (JSON) with %s → 400, nothing stored',
    async (field) => {
      const token = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
      const before = await supportRow();
      const res = await post(
        t,
        'admins/my-profile',
        { first_name: 'Changed', [field]: field === 'permissions' ? ['manage-admins'] : 1 },
        token,
      );
      expectUnknownField(res, field);
      expect(await supportRow()).toEqual(before);
    },
  );

  it.each(PRIVILEGED)('profile (multipart) with %s → 400, nothing stored', async (field) => {
    const token = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const before = await supportRow();
    const form = await multipart({ first_name: 'Changed', [field]: '1' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/admins/my-profile`,
      headers: { ...t.auth(token), ...form.headers },
      payload: form.payload,
    });
    expectUnknownField(res, field);
    expect(await supportRow()).toEqual(before);
  });

  it.each(['constructor', '__proto__', 'toString'])('profile (multipart) with a part named %s → 400', async (field) => {
    const token = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const form = await multipart({ [field]: 'x' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/admins/my-profile`,
      headers: { ...t.auth(token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().state).toBe(0);
  });

  it.each(['id', 'deleted_at', 'is_trashed', 'created_at', 'admin_id'])(
    'role create and update with %s → 400',
    async (field) => {
      expectUnknownField(
        await post(t, 'role/create', { name: `Role ${field}`, permissions: [], [field]: 1 }, admin),
        field,
      );
      expectUnknownField(await post(t, 'role/update/2', { name: 'Support', [field]: 1 }, admin), field);
    },
  );

  it.each(['deleted_at', 'is_trashed', 'created_at', 'used_count', 'password_hash'])(
    'coupon and discount store/update with %s → 400',
    async (field) => {
      const before = await db
        .selectFrom('coupons')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      expectUnknownField(await post(t, 'coupons/store', { ...coupon(), [field]: '2000-01-01' }, admin), field);
      expectUnknownField(await post(t, 'coupons/update/1', { [field]: '2000-01-01' }, admin), field);
      expectUnknownField(await post(t, 'discounts/store', { [field]: '2000-01-01' }, admin), field);
      expectUnknownField(await post(t, 'discounts/update/1', { [field]: '2000-01-01' }, admin), field);
      expect(
        await db
          .selectFrom('coupons')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow(),
      ).toEqual(before);
    },
  );

  it.each([...PRIVILEGED, 'enabled'])('sign-up with %s → 400, no account', async (field) => {
    const email = `signup-${field}@demo.test`;
    const body = {
      first_name: 'New',
      last_name: 'Admin',
      email,
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
      [field]: 1,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/sign-up`,
      payload: body,
      remoteAddress: `10.9.0.${PRIVILEGED.indexOf(field) + 2}`,
    });
    expectUnknownField(res, field);
    expect(await db.selectFrom('admins').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('settings take only a value', async () => {
    expectUnknownField(await post(t, 'settings/app_name', { value: 'x', role: 'Super Admin' }, admin), 'role');
  });

  it.each(['author_id', 'admin_id', 'created_at'])('add-note with %s → 400', async (field) => {
    expectRefused(
      await post(t, 'add-note/users/1', { note: '<p>x</p>', [field]: 2 }, admin),
      400,
      `The ${field} field is not allowed.`,
    );
  });

  it('an enable/disable action takes nothing but enabled in data', async () => {
    const target = await db
      .selectFrom('admins')
      .select(['id', 'role_id'])
      .where('id', '>', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await post(
      t,
      'search',
      { model: 'admins', id: [target.id], action: 'enable', data: { enabled: 1, role_id: 1 } },
      admin,
    );
    expectRefused(res, 400, 'data.enabled must be 1 (enable) or 0 (disable), matching the action.');
    expect(
      (await db.selectFrom('admins').select('role_id').where('id', '=', target.id).executeTakeFirstOrThrow()).role_id,
    ).toBe(target.role_id);
  });

  it('a delete ignores a deleted_at sent in data', async () => {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const res = await post(
      t,
      'search',
      { model: 'users', id: row.id, action: 'delete', data: { deleted_at: '2000-01-01T00:00:00.000Z' } },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const stored = await db.selectFrom('users').select('deleted_at').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored.deleted_at).not.toBe('2000-01-01T00:00:00.000Z');
    expect(Date.parse(stored.deleted_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('no answer carries a secret', () => {
  interface Answer {
    label: string;
    res: LightMyRequestResponse;
    /** The token this answer hands out, if it is one that does. */
    issued?: string;
  }
  const answers: Answer[] = [];
  const issued = new Set<string>();

  async function record(
    label: string,
    pending: Promise<LightMyRequestResponse>,
    tokenPath?: (data: any) => string | undefined,
  ): Promise<any> {
    const res = await pending;
    const data = res.headers['content-type']?.toString().startsWith('application/json') ? res.json().data : undefined;
    const token = tokenPath?.(data);
    if (token) issued.add(token);
    answers.push({ label, res, issued: token });
    return data;
  }

  function secretKeys(value: unknown, path = ''): string[] {
    if (Array.isArray(value)) return value.flatMap((item, index) => secretKeys(item, `${path}[${index}]`));
    if (value === null || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([key, item]) => [
      ...(/^(password_hash|token_hash|remember_token)$/.test(key) ? [`${path}.${key}`] : []),
      ...secretKeys(item, `${path}.${key}`),
    ]);
  }

  beforeAll(async () => {
    const S = DEMO_SUPPORT;
    const login = (email: string, password: string) => post(t, 'login', { email, password });
    const own = await record('login admin', login(DEMO_ADMIN.email, DEMO_ADMIN.password), (data) => data?.token);
    const token: string = own.token;
    const support: string = (await record('login support', login(S.email, S.password), (data) => data?.token)).token;

    await record('profile', get(t, 'admins/my-profile', token));
    await record('profile update', post(t, 'admins/my-profile', { first_name: 'Demo' }, token));
    await record('dashboard', get(t, 'dashboard', token));
    await record('permissions', get(t, 'role/permissions', token));
    const role = await record(
      'role create',
      post(t, 'role/create', { name: 'Walker', permissions: ['view-User'] }, token),
    );
    await record('role update', post(t, `role/update/${role.id}`, { name: 'Walker 2' }, token));
    await record('settings', get(t, 'settings', token));
    await record('setting save', post(t, 'settings/walk', { value: { nested: true } }, token));
    const form = await multipart({}, [{ name: 'file', filename: 'a.png', type: 'image/png', bytes: IMAGES.png }]);
    await record(
      'upload',
      t.app.inject({
        method: 'POST',
        url: `${API}/file-uploaded/store`,
        headers: { ...t.auth(token), ...form.headers },
        payload: form.payload,
      }),
    );
    const stored = await record('coupon store', post(t, 'coupons/store', coupon(), token));
    await record('coupon update', post(t, `coupons/update/${stored.ID}`, { ...coupon(), id: stored.ID }, token));

    for (const model of MODELS) {
      const list = await record(
        `search ${model.name}`,
        post(t, 'search', { model: model.name, filters: { show_trash: 0 } }, token),
      );
      const first = list?.results?.data?.[0]?.ID;
      if (first === undefined) continue;
      await record(`getSingle ${model.name}`, get(t, `getSingle/${model.name}/${first}`, token));
      await record(
        `picker ${model.name}`,
        post(t, 'search-picker', { model: model.name, alldata: 1, value: [first] }, token),
      );
      await record(`picker labels ${model.name}`, post(t, 'search-picker', { model: model.name, query: 'a' }, token));
      const field = model.fields.find((candidate) => candidate.remote || candidate.options || candidate.searchable);
      if (field)
        await record(
          `field-search ${model.name}`,
          post(t, 'field-search', { model: model.name, field_name: field.name, query: 'a' }, token),
        );
    }
    await record('add-note', post(t, 'add-note/admins/2', { note: '<p>hello</p>' }, token));
    await record('disable action', post(t, 'search', { model: 'admins', id: [3], action: 'disable' }, token));
    await record('enable action', post(t, 'search', { model: 'admins', id: [3], action: 'enable' }, token));

    await record(
      'sign-up',
      post(t, 'sign-up', {
        first_name: 'W',
        last_name: 'K',
        email: 'walker@demo.test',
        password: 'walking-123',
        password_confirmation: 'walking-123',
      }),
    );
    await record('forgot', post(t, 'forgot-password', { email: S.email }));
    const reset = await issueResetToken(t.db, 2);
    await record(
      'reset wrong',
      post(t, 'reset-password', {
        email: S.email,
        token: 'x'.repeat(43),
        password: 'new-pass-123',
        password_confirmation: 'new-pass-123',
      }),
    );
    await record(
      'reset',
      post(t, 'reset-password', {
        email: S.email,
        token: reset.token,
        password: 'new-pass-123',
        password_confirmation: 'new-pass-123',
      }),
    );
    await record('unlock', post(t, 'lock-screen/unlock', { password: DEMO_ADMIN.password }, token));
    await record('unlock wrong', post(t, 'lock-screen/unlock', { password: 'nope' }, token));

    await record('401', get(t, 'dashboard'));
    await record('401 revoked support', get(t, 'dashboard', support));
    await record('403', post(t, 'search', { model: 'admins' }, await t.login(S.email, 'new-pass-123')));
    await record('404', get(t, 'nothing-here', token));
    await record('422 login', login(DEMO_ADMIN.email, 'wrong-password'));
    const changed = await record(
      'password change',
      post(
        t,
        'admins/my-profile',
        { password: 'another-pass-1', password_confirmation: 'another-pass-1', current_password: DEMO_ADMIN.password },
        token,
      ),
      (data) => data?.token,
    );
    await record('logout', post(t, 'logout', null, changed.token));
  });

  it('walked every main route', () => {
    expect(answers.length).toBeGreaterThan(4 * MODELS.length);
    const failures = answers.filter((answer) => answer.res.statusCode >= 500).map((answer) => answer.label);
    expect(failures).toEqual([]);
    const status = (label: string) => answers.find((answer) => answer.label === label)?.res.statusCode;
    expect(
      ['login admin', 'reset', 'upload', 'coupon store', 'coupon update', 'password change', 'logout'].map(status),
    ).toEqual([200, 200, 201, 201, 200, 200, 200]);
  });

  it('never sends a hash field, an argon2 hash or a stored hash value', async () => {
    const hashes = [
      ...(await db.selectFrom('admins').select('password_hash as value').execute()),
      ...(await db.selectFrom('admin_tokens').select('token_hash as value').execute()),
      ...(await db.selectFrom('password_resets').select('token_hash as value').execute()),
    ].map((row) => String(row.value));
    expect(hashes.length).toBeGreaterThan(10);
    for (const { label, res } of answers) {
      expect(res.body, label).not.toMatch(/\$argon2|password_hash|token_hash/);
      for (const hash of hashes) expect(res.body.includes(hash), `${label} carries a stored hash`).toBe(false);
      if (res.headers['content-type']?.toString().startsWith('application/json'))
        expect(secretKeys(res.json()), label).toEqual([]);
      expect(res.headers['set-cookie'], label).toBeUndefined();
    }
  });

  it('sends a token only in the answer that issues it', () => {
    expect(issued.size).toBe(3);
    for (const { label, res, issued: own } of answers) {
      for (const token of issued) {
        if (token !== own) expect(res.body.includes(token), `${label} carries another session's token`).toBe(false);
      }
      // Nothing shaped like a token appears except the one just issued.
      const shaped = (res.body.match(/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g) ?? []).filter(
        (text) => /[0-9]/.test(text) && /[A-Z]/.test(text),
      );
      expect(
        shaped.filter((text) => text !== own),
        label,
      ).toEqual([]);
    }
  });

  it('stores tokens only as their SHA-256', async () => {
    const stored = new Set(
      (await db.selectFrom('admin_tokens').select('token_hash').execute()).map((row) => row.token_hash),
    );
    for (const token of issued) {
      expect(stored.has(token)).toBe(false);
      expect(stored.has(createHash('sha256').update(token).digest('hex'))).toBe(true);
    }
  });
});
