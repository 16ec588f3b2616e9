// Live chat: GET realtime/config, POST broadcasting/auth (signed as the `pusher` library signs, 403 for
// channels the admin may not read), and the Pusher-protocol endpoint on the server's own port — raw
// frames, and pusher-js receiving a message sent through the API.
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import Pusher from 'pusher';
import PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { call, insertThread, insertUser } from './chat-fixtures';
import { createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let supportToken: string;
let groupId: number;
let threadId: number;
let port: number;
/** The id of a socket connected for the test (broadcasting/auth signs only live sockets' ids). */
let SOCKET: string;
let holder: WebSocket;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function authorize(tokenValue: string, body: string | Record<string, unknown>, language: 'en' | 'ar' = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/broadcasting/auth',
    headers: {
      ...t.auth(tokenValue, language),
      'content-type': typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    payload: body,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  supportToken = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
  const db = t.db as unknown as Kysely<any>;
  const userId = await insertUser(db, 'Laila', 'Hassan');
  groupId = (
    await call(t, token, 'POST', 'chatgroup/store', { name_en: 'Live', name_ar: 'مباشر', member_ids: [userId] })
  ).json().data.ID;
  threadId = await insertThread(db, { userId, subject: 'Live help' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const client = await rawClient('/app/fitness-admin?protocol=7');
  holder = client.socket;
  SOCKET = JSON.parse((await client.next('pusher:connection_established')).data).socket_id;
});

afterAll(async () => {
  holder?.close();
  await t?.close();
});

describe('GET realtime/config', () => {
  it('tells pusher-js the key, this server as host and port, and the auth endpoint', async () => {
    const res = await t.app.inject({
      url: '/api/v1/admin/realtime/config',
      headers: { ...t.auth(token), host: 'admin.example.test:8443' },
    });
    expect(res.json()).toEqual({
      state: 1,
      data: {
        key: 'fitness-admin',
        wsHost: 'admin.example.test',
        wsPort: 8443,
        forceTLS: false,
        cluster: 'local',
        authEndpoint: '/api/v1/admin/broadcasting/auth',
      },
    });
    expect((await t.app.inject({ url: '/api/v1/admin/realtime/config' })).statusCode).toBe(401);
  });
});

describe('POST broadcasting/auth', () => {
  it('signs exactly as the pusher library does, from a form or JSON', async () => {
    const library = new Pusher({
      appId: '1',
      key: 'fitness-admin',
      secret: t.deps.config.realtime.secret,
      cluster: 'mt1',
    });
    for (const channel of [`private-chat-group.${groupId}`, `private-support-thread.${threadId}`, 'private-support']) {
      const expected = library.authorizeChannel(SOCKET, channel);
      const fromForm = await authorize(token, form({ socket_id: SOCKET, channel_name: channel }));
      expect(fromForm.statusCode).toBe(200);
      expect(fromForm.json()).toEqual(expected);
      expect((await authorize(token, { socket_id: SOCKET, channel_name: channel })).json()).toEqual(expected);
    }
  });

  it('refuses channels the admin may not read, unknown channels and bad socket ids', async () => {
    const group = await authorize(
      supportToken,
      form({ socket_id: SOCKET, channel_name: `private-chat-group.${groupId}` }),
    );
    expect(group.statusCode).toBe(403);
    expect(group.json()).toEqual({ state: 0, message: 'You may not listen on this channel.' });
    const { socket_id: own } = JSON.parse(
      (await (await rawClient('/app/fitness-admin')).next('pusher:connection_established')).data,
    );
    const support = await authorize(supportToken, form({ socket_id: own, channel_name: 'private-support' }));
    expect(support.statusCode).toBe(200);
    const unknown = await authorize(token, form({ socket_id: SOCKET, channel_name: 'private-admins' }), 'ar');
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().message).toBe('لا يحق لك الاستماع إلى هذه القناة.');
    const badSocket = await authorize(token, form({ socket_id: 'abc', channel_name: 'private-support' }));
    expect(badSocket.statusCode).toBe(400);
    expect((await authorize(token, { channel_name: 'private-support' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/broadcasting/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ socket_id: SOCKET, channel_name: 'private-support' }),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** A raw protocol client: the frames it received, and a way to wait for one. */
async function rawClient(path: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const frames: Array<{ event: string; channel?: string; data: any }> = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (raw) => {
    frames.push(JSON.parse(raw.toString()));
    for (const wake of waiters.splice(0)) wake();
  });
  const next = async (event: string) => {
    for (;;) {
      const index = frames.findIndex((frame) => frame.event === event);
      if (index >= 0) return frames.splice(index, 1)[0];
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };
  return { socket, next, send: (frame: unknown) => socket.send(JSON.stringify(frame)) };
}

describe('the Pusher-protocol endpoint /app/{key}', () => {
  it('greets with a socket id, answers pings, subscribes with a valid signature only', async () => {
    const client = await rawClient('/app/fitness-admin?protocol=7&client=js&version=8.6.0');
    const hello = await client.next('pusher:connection_established');
    const { socket_id, activity_timeout } = JSON.parse(hello.data);
    expect(socket_id).toMatch(/^\d+\.\d+$/);
    expect(activity_timeout).toBe(120);
    client.send({ event: 'pusher:ping', data: {} });
    expect(await client.next('pusher:pong')).toEqual({ event: 'pusher:pong', data: {} });

    const channel = `private-chat-group.${groupId}`;
    client.send({ event: 'pusher:subscribe', data: { channel, auth: 'fitness-admin:forged' } });
    expect(await client.next('pusher:subscription_error')).toEqual({
      event: 'pusher:subscription_error',
      channel,
      data: JSON.stringify({ type: 'AuthError', error: 'Invalid signature.', status: 401 }),
    });
    const { auth } = (await authorize(token, form({ socket_id, channel_name: channel }))).json();
    client.send({ event: 'pusher:subscribe', data: { channel, auth } });
    expect(await client.next('pusher_internal:subscription_succeeded')).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: '{}',
    });
    const sent = (await call(t, token, 'POST', `chat/${groupId}/send`, { message: 'raw frame' })).json().data;
    const event = await client.next('message.created');
    expect(event.channel).toBe(channel);
    expect(JSON.parse(event.data)).toEqual(sent);
    client.send({ event: 'client-typing', channel, data: {} });
    expect((await client.next('pusher:error')).data.code).toBe(4301);
    client.socket.close();
  });

  it('closes a connection to another app key with 4001', async () => {
    const client = await rawClient('/app/someone-else?protocol=7');
    const closed = new Promise<number>((done) => client.socket.on('close', (code) => done(code)));
    expect((await client.next('pusher:error')).data.code).toBe(4001);
    expect(await closed).toBe(4001);
  });
});

describe('pusher-js', () => {
  it('connects, subscribes to a private channel and receives a message sent through the API', async () => {
    const pusher = new PusherClient('fitness-admin', {
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      channelAuthorization: {
        transport: 'ajax',
        endpoint: `http://127.0.0.1:${port}/api/v1/admin/broadcasting/auth`,
        headers: { Authorization: `Bearer ${token}` },
      },
    });
    try {
      const channel = pusher.subscribe(`private-support-thread.${threadId}`);
      await new Promise<void>((done, fail) => {
        channel.bind('pusher:subscription_succeeded', () => done());
        channel.bind('pusher:subscription_error', (error: unknown) => fail(new Error(JSON.stringify(error))));
      });
      const support = pusher.subscribe('private-support');
      await new Promise<void>((done) => support.bind('pusher:subscription_succeeded', () => done()));
      const received = new Promise((done) => channel.bind('message.created', done));
      const thread = new Promise((done) => support.bind('thread.updated', done));
      const sent = await call(t, supportToken, 'POST', 'support-chat/sendMessage', {
        thread_id: threadId,
        message: 'Live answer',
      });
      expect(sent.statusCode).toBe(201);
      expect(await received).toEqual(sent.json().data);
      expect(await thread).toMatchObject({
        id: threadId,
        status: 'pending',
        last_message: 'Live answer',
        unread_count: 0,
      });
    } finally {
      pusher.disconnect();
    }
  });
});
