// Several server processes on one PostgreSQL: an event published by one reaches pusher-js clients
// connected to the other (LISTEN/NOTIFY). This process is one server; a second one is started with
// `tsx server/main.ts` on the same database and the same REALTIME_SECRET. PostgreSQL only
// (`npm run test:postgres -- tests/server/realtime-fanout.test.ts`).
import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import type { Kysely } from 'kysely';
import PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, insertUser } from './chat-fixtures';
import { createTestApp, type TestApp } from './helpers';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let token: string;
let groupId: number;
let ownPort: number;
let peer: ChildProcess;
let peerPort: number;

/** Starts `server/main.ts` on the test's database; resolves once it listens. */
function startPeer(port: number): Promise<ChildProcess> {
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: t.deps.config.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      REALTIME_SECRET: t.deps.config.realtime.secret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((ready, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`the second server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) {
        clearTimeout(timer);
        ready(child);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => fail(new Error(`the second server stopped (${code}):\n${output}`)));
  });
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

function listener(port: number, authPort = port, bearer?: string) {
  return new PusherClient('fitness-admin', {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `http://127.0.0.1:${authPort}${API}/broadcasting/auth`,
      headers: { Authorization: `Bearer ${bearer ?? token}` },
    },
  });
}

async function subscribed(client: PusherClient, name: string) {
  const channel = client.subscribe(name);
  await new Promise<void>((done, fail) => {
    channel.bind('pusher:subscription_succeeded', () => done());
    channel.bind('pusher:subscription_error', (error: unknown) => fail(new Error(JSON.stringify(error))));
  });
  return channel;
}

describe.skipIf(!postgres)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const userId = await insertUser(t.db as unknown as Kysely<any>, 'Sara', 'Ali');
    groupId = (
      await call(t, token, 'POST', 'chatgroup/store', { name_en: 'Fan', name_ar: 'انتشار', member_ids: [userId] })
    ).json().data.ID;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    ownPort = (t.app.server.address() as AddressInfo).port;
    peerPort = await freePort();
    peer = await startPeer(peerPort);
  }, 90_000);

  afterAll(async () => {
    peer?.kill('SIGTERM');
    await new Promise((done) => (peer ? peer.once('exit', done) : done(null)));
    await t?.close();
  });

  it('delivers a message sent through one process to clients of both', async () => {
    const onPeer = listener(peerPort);
    const onOwn = listener(ownPort);
    try {
      const channelName = `private-chat-group.${groupId}`;
      const peerChannel = await subscribed(onPeer, channelName);
      const ownChannel = await subscribed(onOwn, channelName);
      const atPeer: unknown[] = [];
      const atOwn: unknown[] = [];
      peerChannel.bind('message.created', (data: unknown) => atPeer.push(data));
      ownChannel.bind('message.created', (data: unknown) => atOwn.push(data));

      const first = (await call(t, token, 'POST', `chat/${groupId}/send`, { message: 'from this process' })).json()
        .data;
      const second = await fetch(`http://127.0.0.1:${peerPort}${API}/chat/${groupId}/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'from the other process' }),
      }).then(async (res) => (await res.json()).data);

      await expect.poll(() => atPeer.length, { timeout: 5000 }).toBe(2);
      await expect.poll(() => atOwn.length, { timeout: 5000 }).toBe(2);
      expect(atPeer).toEqual([first, second]);
      expect(atOwn).toEqual([first, second]);
    } finally {
      onPeer.disconnect();
      onOwn.disconnect();
    }
  });

  it('signs a socket of the other process, and a sign-out on this one ends it there at once', async () => {
    const session = await t.login();
    // Connected to the peer, signed by this process: the id is known to be one the peer handed out.
    const onPeer = listener(peerPort, ownPort, session);
    try {
      await subscribed(onPeer, 'private-support');
      const disconnected = new Promise<void>((done) =>
        onPeer.connection.bind('state_change', ({ current }: { current: string }) => {
          if (current === 'disconnected') done();
        }),
      );
      const out = await t.app.inject({ method: 'POST', url: `${API}/logout`, headers: t.auth(session) });
      expect(out.statusCode).toBe(200);
      await disconnected;
      // pusher-js took the close code as final: no reconnection with the ended session.
      await new Promise((wait) => setTimeout(wait, 1500));
      expect(onPeer.connection.state).toBe('disconnected');
    } finally {
      onPeer.disconnect();
    }
  });

  it('does not sign an id no process handed out', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API}/broadcasting/auth`,
      headers: { ...t.auth(token), 'content-type': 'application/json' },
      payload: { socket_id: '1234.5678', channel_name: 'private-support' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
