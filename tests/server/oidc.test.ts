// Company sign-in end to end: a real OpenID provider (oidc-provider) issues signed JWT access tokens, and
// the API accepts them as bearer tokens only when signature, issuer, audience and expiry hold and the
// verified email belongs to an existing, enabled admin.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, type TestApp } from './helpers';

const AUDIENCE = 'https://admin-api.test';
// Each test client stands for one company account: the email (and whether it is verified) its tokens carry.
const ACCOUNTS: Record<string, { email: string; email_verified: boolean }> = {
  'known-admin': { email: 'Company.Admin@Demo.test', email_verified: true },
  'unverified-email': { email: 'company.admin@demo.test', email_verified: false },
  stranger: { email: 'nobody@demo.test', email_verified: true },
  'disabled-admin': { email: 'off@demo.test', email_verified: true },
};

let t: TestApp;
let issuer: string;
let httpServer: Server;
let providerKey: CryptoKey;
const PROFILE = '/api/v1/admin/admins/my-profile';

async function startProvider(): Promise<void> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  providerKey = privateKey;
  const jwk = { ...(await exportJWK(privateKey)), kid: 'provider-key', alg: 'RS256', use: 'sig' };
  let handle: (request: IncomingMessage, response: ServerResponse) => void = () => undefined;
  httpServer = createServer((request, response) => handle(request, response));
  await new Promise<void>((done) => httpServer.listen(0, '127.0.0.1', done));
  issuer = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    jwks: { keys: [jwk] },
    clients: Object.keys(ACCOUNTS).map((clientId) => ({
      client_id: clientId,
      client_secret: 'secret',
      grant_types: ['client_credentials'],
      redirect_uris: [],
      response_types: [],
    })),
    features: {
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_context: unknown, resource: string) => ({
          scope: 'api',
          audience: resource,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    extraTokenClaims: (_context: unknown, token: { clientId?: string }) => ACCOUNTS[token.clientId ?? ''],
  });
  handle = provider.callback();
}

/** An access token from the provider's token endpoint for `client` and `resource`. */
async function providerToken(client: string, resource = AUDIENCE): Promise<string> {
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client}:secret`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource, scope: 'api' }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`the provider gave no token: ${JSON.stringify(body)}`);
  return body.access_token;
}

const profile = (token: string, language: 'en' | 'ar' = 'en') =>
  t.app.inject({
    method: 'GET',
    url: PROFILE,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

beforeAll(async () => {
  await startProvider();
  t = await createTestApp({ config: { oidc: { issuer, audience: AUDIENCE } } });
  await addAdmin(t, { email: 'company.admin@demo.test', roleName: 'Support' });
  await addAdmin(t, { email: 'off@demo.test', roleName: 'Support', enabled: false });
});
afterAll(async () => {
  await t.close();
  await new Promise((done) => httpServer.close(done));
});

describe('provider access tokens', () => {
  it('signs in the admin whose verified email the token carries, with that admin’s permissions', async () => {
    const token = await providerToken('known-admin');
    expect(token.split('.')).toHaveLength(3);
    const res = await profile(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'company.admin@demo.test',
      role: 'Support',
      permissions: ['edit-chats', 'view-Chat', 'view-Complaint', 'view-User'],
    });
    // The permissions hold on other routes too.
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/settings',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses a token for another audience', async () => {
    const res = await profile(await providerToken('known-admin', 'https://other-api.test'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      state: 0,
      message: 'Your session has expired or is no longer valid. Please sign in again.',
    });
  });

  it('refuses an unverified email, an unknown email and a disabled admin, never creating anyone', async () => {
    const before = await t.db.selectFrom('admins').select('id').execute();
    expect((await profile(await providerToken('unverified-email'))).statusCode).toBe(401);
    const unknown = await profile(await providerToken('stranger'), 'ar');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(
      'لا يوجد مشرف مفعّل بالبريد الإلكتروني لحساب الشركة هذا. اطلب من أحد المشرفين إضافتك.',
    );
    const disabled = await profile(await providerToken('disabled-admin'));
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json().message).toBe('This account is disabled. Please contact an administrator.');
    expect(await t.db.selectFrom('admins').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an expired token signed with the provider’s own key', async () => {
    const expired = await new SignJWT({ email: 'company.admin@demo.test', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'provider-key' })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(providerKey);
    expect((await profile(expired)).statusCode).toBe(401);
  });

  it('refuses forged tokens: another key, a shared secret, no signature, another issuer', async () => {
    const claims = { email: 'company.admin@demo.test', email_verified: true };
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const otherSigner = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'provider-key' })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(otherKey);
    const sharedSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-guessable-shared-secret-of-32-bytes!'));
    const [header, payload] = (await providerToken('known-admin')).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), email: 'admin@demo.test' }),
    ).toString('base64url')}.${(await providerToken('known-admin')).split('.')[2]}`;
    const otherIssuer = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'provider-key' })
      .setIssuer('https://evil.test')
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(providerKey);
    for (const token of [otherSigner, sharedSecret, unsigned, tampered, otherIssuer, 'not.a.token']) {
      expect((await profile(token)).statusCode).toBe(401);
    }
  });
});

describe('without OIDC_ISSUER', () => {
  it('accepts no provider token at all', async () => {
    const plain = await createTestApp();
    await addAdmin(plain, { email: 'company.admin@demo.test', roleName: 'Support' });
    const res = await plain.app.inject({
      method: 'GET',
      url: PROFILE,
      headers: { authorization: `Bearer ${await providerToken('known-admin')}` },
    });
    expect(res.statusCode).toBe(401);
    await plain.close();
  });

  /** A token signed with the provider's own key (valid for an hour), with this type and these claims. */
  const signed = (typ: string, claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'provider-key', typ })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(providerKey);

  it('takes access tokens only: an ID token (typ JWT) or an untyped one is refused', async () => {
    const claims = { sub: 'known-admin', email: 'company.admin@demo.test', email_verified: true };
    expect((await profile(await signed('at+jwt', claims))).statusCode).toBe(200);
    for (const typ of ['JWT', 'id_token+jwt']) expect((await profile(await signed(typ, claims))).statusCode).toBe(401);
    const { sub: _sub, ...withoutSubject } = claims;
    expect((await profile(await signed('at+jwt', withoutSubject))).statusCode).toBe(401);
  });

  it('binds the admin to the provider account at its first sign-in, then goes by issuer and subject', async () => {
    const admin = await t.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'company.admin@demo.test')
      .executeTakeFirstOrThrow();
    expect((await profile(await providerToken('known-admin'))).statusCode).toBe(200);
    expect(await t.db.selectFrom('admin_identities').select(['admin_id', 'issuer', 'subject']).execute()).toEqual([
      { admin_id: admin.id, issuer, subject: 'known-admin' },
    ]);

    // Another provider account claiming the same verified email does not become this admin.
    const impostor = await signed('at+jwt', {
      sub: 'someone-else',
      email: 'company.admin@demo.test',
      email_verified: true,
    });
    const refused = await profile(impostor);
    expect(refused.statusCode).toBe(401);

    // The bound account stays this admin even when the email its tokens carry changes.
    const renamed = await signed('at+jwt', { sub: 'known-admin', email: 'new.name@demo.test', email_verified: true });
    const res = await profile(renamed);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('company.admin@demo.test');
    expect(await t.db.selectFrom('admin_identities').select('subject').execute()).toHaveLength(1);
  });
});
