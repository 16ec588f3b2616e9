// The Pusher-protocol endpoint's containment: socket ids nobody can guess or pre-sign, a socket bound to
// the session that signed it, its subscriptions ended on sign-out, revocation, disabling and a role change,
// browsers from other origins refused, and an oversized frame closing the socket without an error log.
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { symbols } from 'pino';
import PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { API } from '../server/chat-fixtures';
import { createTestApp, DEMO_SUPPORT, type TestApp } from '../server/helpers';

let t: TestApp;
let port: number;
const ALLOWED_ORIGIN = 'https://admin.example.com';

beforeAll(async () => {
  t = await createTestApp({ config: { corsOrigins: [ALLOWED_ORIGIN], logLevel: 'warn' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t?.close();
});

type Frame = { event: string; channel?: string; data: any };

/** A raw protocol client: its socket id, the frames it received, and how it closed. */
async function connect(headers: Record<string, string> = {}) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/fitness-admin?protocol=7`, { headers });
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (raw) => {
    frames.push(JSON.parse(raw.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((done) =>
    socket.on('close', (code, reason) => done({ code, reason: reason.toString() })),
  );
  const next = async (event: string, channel?: string) => {
    for (;;) {
      const index = frames.findIndex((frame) => frame.event === event && (!channel || frame.channel === channel));
      if (index >= 0) return frames.splice(index, 1)[0];
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };
  const socketId: string = JSON.parse((await next('pusher:connection_established')).data).socket_id;
  return { socket, socketId, next, closed, send: (frame: unknown) => socket.send(JSON.stringify(frame)) };
}

function sign(token: string, socketId: string, channel: string) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/broadcasting/auth`,
    headers: { ...t.auth(token), 'content-type': 'application/json' },
    payload: { socket_id: socketId, channel_name: channel },
  });
}

async function subscribe(client: Awaited<ReturnType<typeof connect>>, token: string, channel: string) {
  const signed = await sign(token, client.socketId, channel);
  expect(signed.statusCode).toBe(200);
  client.send({ event: 'pusher:subscribe', data: { channel, auth: signed.json().auth } });
  await client.next('pusher_internal:subscription_succeeded', channel);
}

async function post(token: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `${API}/${url}`, headers: t.auth(token), payload: payload as object });
}

async function supportAdmin(): Promise<{ id: number; roleId: number; permissions: string[] }> {
  const db = t.db as unknown as Kysely<any>;
  const row = await db
    .selectFrom('admins')
    .innerJoin('roles', 'roles.id', 'admins.role_id')
    .select(['admins.id', 'admins.role_id', 'roles.permissions'])
    .where('admins.email', '=', DEMO_SUPPORT.email)
    .executeTakeFirstOrThrow();
  return { id: row.id, roleId: row.role_id, permissions: JSON.parse(row.permissions) };
}

describe('socket ids', () => {
  it('are random in the Pusher form, and only a connected socket id is signed', async () => {
    const token = await t.login();
    const first = await connect();
    const second = await connect();
    for (const id of [first.socketId, second.socketId]) expect(id).toMatch(/^\d+\.\d+$/);
    const [a1, a2] = first.socketId.split('.').map(Number);
    const [b1, b2] = second.socketId.split('.').map(Number);
    // Not a counter: neither part follows from the other socket's.
    expect(Math.abs(b1 - a1)).toBeGreaterThan(1);
    expect(Math.abs(b2 - a2)).toBeGreaterThan(1);

    // Guessing the next id, or any id no socket holds, gets no signature.
    for (const guess of [`${a1}.${a2 + 1}`, `${b1}.${b2 + 1}`, '1234.5678']) {
      const refused = await sign(token, guess, 'private-support');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ state: 0, message: 'No live connection has this socket id.' });
    }
    // Nor a closed socket's id, in one process. Processes sharing PostgreSQL can only tell that one of them
    // handed the id out; a closed socket's id is never handed out again, so its signature opens nothing.
    first.socket.close();
    await first.closed;
    if (!process.env.TEST_DATABASE_URL)
      expect((await sign(token, first.socketId, 'private-support')).statusCode).toBe(403);
    expect((await sign(token, second.socketId, 'private-support')).statusCode).toBe(200);
    second.socket.close();
  });

  it("will not sign a socket already bound to another admin's session", async () => {
    const owner = await t.login();
    const support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const client = await connect();
    await subscribe(client, owner, 'private-support');
    const other = await t.app.inject({
      method: 'POST',
      url: `${API}/broadcasting/auth`,
      headers: { ...t.auth(support, 'ar'), 'content-type': 'application/json' },
      payload: { socket_id: client.socketId, channel_name: 'private-support' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('لا يوجد اتصال مباشر بمعرّف الاتصال هذا.');
    client.socket.close();
  });
});

describe('ending sessions ends subscriptions', () => {
  it('sign-out closes the socket with 4009, and its old signature is worthless afterwards', async () => {
    const token = await t.login();
    const client = await connect();
    const signed = (await sign(token, client.socketId, 'private-support')).json().auth;
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-support', auth: signed } });
    await client.next('pusher_internal:subscription_succeeded');
    expect(t.app.hub.subscriberCount('private-support')).toBe(1);

    expect((await post(token, 'logout', undefined)).statusCode).toBe(200);
    expect(await client.closed).toEqual({ code: 4009, reason: 'Connection is unauthorized' });
    expect(t.app.hub.subscriberCount('private-support')).toBe(0);
    // A new connection has a new id: the saved signature does not open it.
    const again = await connect();
    again.send({ event: 'pusher:subscribe', data: { channel: 'private-support', auth: signed } });
    expect(JSON.parse((await again.next('pusher:subscription_error')).data).status).toBe(401);
    again.socket.close();
  });

  it("disabling an admin ends that admin's sockets, not the others'", async () => {
    const owner = await t.login();
    const support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const supportSocket = await connect();
    await subscribe(supportSocket, support, 'private-support');
    const ownerSocket = await connect();
    await subscribe(ownerSocket, owner, 'private-support');

    const { id } = await supportAdmin();
    expect((await post(owner, `admins/${id}`, { enabled: false })).statusCode).toBe(200);
    expect((await supportSocket.closed).code).toBe(4009);
    expect(t.app.hub.subscriberCount('private-support')).toBe(1);
    expect(ownerSocket.socket.readyState).toBe(WebSocket.OPEN);
    expect((await post(owner, `admins/${id}`, { enabled: true })).statusCode).toBe(200);
    ownerSocket.socket.close();
  });

  it('a role losing view-Chat drops the support channel of its admins at once', async () => {
    const owner = await t.login();
    const support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const client = await connect();
    await subscribe(client, support, 'private-support');
    const { roleId, permissions } = await supportAdmin();
    const without = permissions.filter((permission) => permission !== 'view-Chat');
    const updated = await post(owner, `role/update/${roleId}`, { permissions: without });
    expect(updated.statusCode).toBe(200);
    const ended = await client.next('pusher:subscription_error', 'private-support');
    expect(JSON.parse(ended.data)).toEqual({ type: 'AuthError', error: 'Subscription ended.', status: 403 });
    expect(t.app.hub.subscriberCount('private-support')).toBe(0);
    // The session itself still holds: the socket stays open.
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    expect((await post(owner, `role/update/${roleId}`, { permissions })).statusCode).toBe(200);
    client.socket.close();
  });

  it('pusher-js takes the 4009 as final: it stays disconnected after sign-out', async () => {
    const token = await t.login();
    const pusher = new PusherClient('fitness-admin', {
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      channelAuthorization: {
        transport: 'ajax',
        endpoint: `http://127.0.0.1:${port}${API}/broadcasting/auth`,
        headers: { Authorization: `Bearer ${token}` },
      },
    });
    try {
      const channel = pusher.subscribe('private-support');
      await new Promise<void>((done) => channel.bind('pusher:subscription_succeeded', () => done()));
      const disconnected = new Promise<void>((done) =>
        pusher.connection.bind('state_change', ({ current }: { current: string }) => {
          if (current === 'disconnected') done();
        }),
      );
      await post(token, 'logout', undefined);
      await disconnected;
      await new Promise((wait) => setTimeout(wait, 1500));
      expect(pusher.connection.state).toBe('disconnected');
      expect(t.app.hub.subscriberCount('private-support')).toBe(0);
    } finally {
      pusher.disconnect();
    }
  });
});

describe('origins and frames', () => {
  it('refuses a browser from another origin; the same origin and CORS_ORIGINS connect', async () => {
    const refused = new WebSocket(`ws://127.0.0.1:${port}/app/fitness-admin?protocol=7`, {
      headers: { origin: 'https://evil.example' },
    });
    const status = await new Promise<number>((done) =>
      refused.on('unexpected-response', (_request, response) => done(response.statusCode ?? 0)),
    );
    expect(status).toBe(403);
    for (const origin of [`http://127.0.0.1:${port}`, ALLOWED_ORIGIN]) {
      const client = await connect({ origin });
      expect(client.socketId).toMatch(/^\d+\.\d+$/);
      client.socket.close();
    }
  });

  it('a 70 kB frame closes the socket (1009) without an error-level log (warnings and errors are written)', async () => {
    // Every request logger writes to the app logger's stream.
    const stream = (t.app.log as unknown as Record<symbol, { write(line: string): void }>)[symbols.streamSym];
    const written = vi.spyOn(stream, 'write');
    try {
      const client = await connect();
      client.socket.send('x'.repeat(70_000));
      expect((await client.closed).code).toBe(1009);
      await new Promise((wait) => setTimeout(wait, 100));
      const lines = written.mock.calls.map((call) => String(call[0]));
      expect(lines.filter((line) => line.includes('"level":50'))).toEqual([]);
    } finally {
      written.mockRestore();
    }
  });
});
