// Sign-in, the profile, the session's end and the error envelope of docs/api.md's conventions.
import type { Check } from './context';
import { Skip } from './context';
import { check, envelope, equal, typed } from './expect';

export const sessionChecks: Check[] = [
  {
    endpoint: 'POST login (wrong password)',
    async run({ client, options }) {
      const answer = await client.call('POST', 'login', {
        json: { email: options.email, password: `${options.password}-wrong` },
        token: null,
      });
      envelope(answer, 422);
    },
  },
  {
    endpoint: 'POST login',
    async run({ client, options }) {
      const answer = await client.call('POST', 'login', {
        json: { email: options.email, password: options.password },
        token: null,
      });
      const { data } = envelope(answer, 200);
      typed(data.token, 'string', 'data.token');
      typed(data.user, 'object', 'data.user');
      equal(String(data.user.email).toLowerCase(), options.email.toLowerCase(), 'data.user.email');
      typed(data.permissions, 'array', 'data.permissions');
      check(
        data.permissions.every((permission: unknown) => typeof permission === 'string'),
        'data.permissions: expected strings',
      );
      client.token = data.token;
    },
  },
  {
    endpoint: 'GET admins/my-profile',
    async run({ client, options }) {
      const { data } = envelope(await client.call('GET', 'admins/my-profile'), 200);
      equal(String(data.email).toLowerCase(), options.email.toLowerCase(), 'data.email');
      typed(data.first_name, 'string', 'data.first_name');
    },
  },
  {
    endpoint: 'GET admins/my-profile without a token (401)',
    async run({ client }) {
      const answer = await client.call('GET', 'admins/my-profile', { token: null });
      envelope(answer, 401);
      check(
        /^Bearer/i.test(answer.headers.get('www-authenticate') ?? ''),
        'a 401 has no `WWW-Authenticate: Bearer` header',
      );
    },
  },
  {
    endpoint: 'GET an unknown route (404)',
    async run({ client }) {
      envelope(await client.call('GET', 'no-such-route-of-the-contract'), 404);
    },
  },
  {
    endpoint: 'GET an unknown route in Arabic (404)',
    async run({ client }) {
      const { message } = envelope(await client.call('GET', 'no-such-route-of-the-contract', { language: 'ar' }), 404);
      check(/[\u0600-\u06FF]/.test(message), `message: expected Arabic for Accept-Language: ar, got "${message}"`);
    },
  },
  {
    endpoint: 'POST search with malformed JSON (400)',
    async run({ client }) {
      envelope(await client.call('POST', 'search', { raw: '{"model": "coupons",' }), 400);
    },
  },
  {
    endpoint: 'POST search without permission (403)',
    async run({ client, options }) {
      if (!options.limited) throw new Skip('no --limited-email given');
      const login = envelope(await client.call('POST', 'login', { json: options.limited, token: null }), 200);
      const token = login.data.token as string;
      envelope(await client.call('POST', 'search', { json: { model: 'coupons' }, token }), 403);
      await client.call('POST', 'logout', { token });
    },
  },
];

/** Run last: the token stops working. */
export const logoutCheck: Check = {
  endpoint: 'POST logout',
  async run({ client }) {
    envelope(await client.call('POST', 'logout'), 200);
    envelope(await client.call('GET', 'admins/my-profile'), 401);
    client.token = null;
  },
};
