// Signing in and out, the public session operations, the profile, the live-update handshake.
import WebSocket from 'ws';
import type { Check, ContractContext } from '../context';
import { contractName, Skip, undo } from '../context';
import { check, documented, envelope, equal, expectCall, typed } from '../expect';

/** Run first: every later check uses the token. */
export const loginCheck: Check = {
  operation: 'POST /login',
  async run(context) {
    const { client, options } = context;
    await expectCall(context, 'POST', 'login', 422, {
      json: { email: options.email, password: `${options.password}-wrong` },
      token: null,
    });
    await expectCall(context, 'POST', 'login', 400, { raw: '{"email": ', token: null });
    const { data } = await expectCall(context, 'POST', 'login', 200, {
      json: { email: options.email, password: options.password },
      token: null,
    });
    typed(data.token, 'string', 'data.token');
    typed(data.user, 'object', 'data.user');
    equal(String(data.user.email).toLowerCase(), options.email.toLowerCase(), 'data.user.email');
    typed(data.permissions, 'array', 'data.permissions');
    client.token = data.token;
  },
};

/** Run last, after the clean-up: the token stops working. */
export const logoutCheck: Check = {
  operation: 'POST /logout',
  async run(context) {
    await expectCall(context, 'POST', 'logout', 200);
    await expectCall(context, 'GET', 'admins/my-profile', 401);
    context.client.token = null;
  },
};

const signUpIsOff = 'the backend has sign-up off (GET session/options: sign_up false)';

export const sessionChecks: Check[] = [
  {
    operation: 'GET /openapi.json',
    async run(context) {
      const { paths } = (await context.client.call('GET', 'openapi.json', { token: null })).body ?? {};
      typed(paths, 'object', 'paths of the served document');
    },
  },
  {
    operation: 'GET /session/options',
    async run(context) {
      const { data } = await expectCall(context, 'GET', 'session/options', 200, { token: null });
      typed(data.sign_up, 'boolean', 'data.sign_up');
    },
  },
  {
    operation: 'POST /sign-up',
    async run(context) {
      const { data } = await expectCall(context, 'GET', 'session/options', 200, { token: null });
      if (!data.sign_up) {
        await expectCall(context, 'POST', 'sign-up', 403, { json: {}, token: null });
        throw new Skip(signUpIsOff);
      }
      // Two pending accounts: one the kit approves, one it rejects (POST admins/approve, admins/reject).
      for (const purpose of ['approve', 'reject']) {
        const email = `${contractName(purpose).toLowerCase()}@contract.invalid`;
        await expectCall(context, 'POST', 'sign-up', 201, {
          json: {
            first_name: 'CONTRACT',
            last_name: purpose,
            email,
            password: 'Contract#2026-kit',
            password_confirmation: 'Contract#2026-kit',
          },
          token: null,
        });
        context.made.set(`pending-${purpose}`, Promise.resolve(email));
      }
      await expectCall(context, 'POST', 'sign-up', 400, { json: { nickname: 'x' }, token: null });
    },
  },
  {
    operation: 'POST /forgot-password',
    async run(context) {
      // Answered alike for any address; one the backend does not know sends nothing.
      await expectCall(context, 'POST', 'forgot-password', 200, {
        json: { email: 'contract-nobody@contract.invalid' },
        token: null,
      });
      await expectCall(context, 'POST', 'forgot-password', 400, { json: {}, token: null });
    },
  },
  {
    operation: 'POST /reset-password',
    async run(context) {
      // The link's token arrives by mail only: a made-up one is refused, and that is all the kit can check.
      await expectCall(context, 'POST', 'reset-password', 422, {
        json: {
          email: 'contract-nobody@contract.invalid',
          token: 'contract-made-up-token',
          password: 'Contract#2026-kit',
          password_confirmation: 'Contract#2026-kit',
        },
        token: null,
      });
      return 'a made-up token is refused; the real one comes by mail';
    },
  },
  {
    operation: 'POST /lock-screen/unlock',
    async run(context) {
      await expectCall(context, 'POST', 'lock-screen/unlock', 200, { json: { password: context.options.password } });
      await expectCall(context, 'POST', 'lock-screen/unlock', 401, {
        json: { password: context.options.password },
        token: null,
      });
    },
  },
  {
    operation: 'GET /admins/my-profile',
    async run(context) {
      const { data } = await expectCall(context, 'GET', 'admins/my-profile', 200);
      equal(String(data.email).toLowerCase(), context.options.email.toLowerCase(), 'data.email');
      const answer = await context.client.call('GET', 'admins/my-profile', { token: null });
      envelope(answer, 401);
      documented(context, 'GET', 'admins/my-profile', answer);
      check(/^Bearer/i.test(answer.headers.get('www-authenticate') ?? ''), 'a 401 has no `WWW-Authenticate: Bearer`');
    },
  },
  {
    operation: 'POST /admins/my-profile',
    async run(context) {
      const { data } = await expectCall(context, 'GET', 'admins/my-profile', 200);
      const before = String(data.first_name);
      await expectCall(context, 'POST', 'admins/my-profile', 200, { json: { first_name: 'CONTRACT-name' } });
      undo(context, 'put the profile name back', async () => {
        envelope(await context.client.call('POST', 'admins/my-profile', { json: { first_name: before } }), 200);
      });
      const after = await expectCall(context, 'GET', 'admins/my-profile', 200);
      equal(after.data.first_name, 'CONTRACT-name', 'data.first_name after the change');
      await expectCall(context, 'POST', 'admins/my-profile', 400, { json: { nickname: 'x' } });
    },
  },
  {
    operation: 'GET /realtime/config',
    async run(context) {
      const { data } = await expectCall(context, 'GET', 'realtime/config', 200);
      typed(data.key, 'string', 'data.key');
      typed(data.authEndpoint, 'string', 'data.authEndpoint');
    },
  },
  {
    operation: 'POST /broadcasting/auth',
    async run(context) {
      const path = 'broadcasting/auth';
      const live = await liveSocket(context);
      try {
        const json = { socket_id: live.socketId, channel_name: 'private-chat-group.1' };
        const answer = await context.client.call('POST', path, { json });
        // Pusher's own answer shape, not the envelope.
        check(answer.status === 200, `status ${answer.status} (${answer.body?.message ?? ''}), expected 200`);
        typed(answer.body?.auth, 'string', 'auth');
        documented(context, 'POST', path, answer);
        envelope(await context.client.call('POST', path, { json, token: null }), 401);
      } finally {
        live.close();
      }
    },
  },
];

/**
 * A socket id to sign: the built-in endpoint signs only ids its connections hold, so one is opened there
 * (where GET realtime/config points); an external service's ids are its own, and any well-formed one does.
 */
async function liveSocket(context: ContractContext): Promise<{ socketId: string; close(): void }> {
  const config = (await context.client.call('GET', 'realtime/config')).body?.data;
  if (config?.cluster !== 'local') return { socketId: '1234.5678', close() {} };
  const scheme = config.forceTLS ? 'wss' : 'ws';
  const socket = new WebSocket(`${scheme}://${config.wsHost}:${config.wsPort}/app/${config.key}?protocol=7`);
  const socketId = await new Promise<string>((done, fail) => {
    socket.on('error', fail);
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data: string };
      if (frame.event === 'pusher:connection_established') done(JSON.parse(frame.data).socket_id);
    });
  });
  return { socketId, close: () => socket.close() };
}
