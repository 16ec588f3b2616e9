// `npm run load` (second part) or `npm run load:chat`: live chat on loopback. A temporary SQLite database
// with one chat group holding 100,000 messages (LOAD_CHAT_MESSAGES); the server on a free port in this
// process. Measures (1) `GET chat/{id}/messages` pages of 50 at random cursors, and (2) 500 WebSocket
// clients (LOAD_CHAT_CLIENTS) subscribed to the group on the Pusher-protocol endpoint, each message sent
// through the API timed until every client has it. Prints p50/p95/max and checks the targets:
// page p95 ≤ 20 ms, delivery p95 ≤ 100 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import WebSocket from 'ws';
import { chatGroupChannel } from '../../common/realtime/channels';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { createDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemoAdmins } from '../../server/db/seed';
import { channelSignature } from '../../server/realtime/signature';

const MESSAGES = Number(process.env.LOAD_CHAT_MESSAGES ?? 100_000);
const CLIENTS = Number(process.env.LOAD_CHAT_CLIENTS ?? 500);
const PAGES = 300;
const SENDS = 60;

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function fillMessages(db: Kysely<any>, groupId: number): Promise<void> {
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  for (let from = 0; from < MESSAGES; from += 500) {
    const rows = Array.from({ length: Math.min(500, MESSAGES - from) }, (_, offset) => ({
      group_id: groupId,
      thread_id: null,
      sender_type: 'admin',
      sender_id: 1,
      body: `Message ${from + offset + 1}: keep going, drink water, sleep well.`,
      image: null,
      created_at: new Date(start + (from + offset) * 60_000).toISOString(),
    }));
    await db.insertInto('chat_messages').values(rows).execute();
  }
}

/** The machine's 1-minute load average: the figures mean little without it on shared cores. */
const machineLoad = () => loadavg()[0].toFixed(1);

async function main(): Promise<void> {
  console.log(`machine load average at the start: ${machineLoad()}`);
  const folder = mkdtempSync(join(tmpdir(), 'chat-load-'));
  const databaseUrl = `sqlite:${join(folder, 'admin.sqlite')}`;
  const handle = createDatabase(databaseUrl);
  const config = {
    ...defaultConfig(),
    databaseUrl,
    dataDir: join(folder, 'data'),
    distDir: join(folder, 'dist'),
    logLevel: 'silent',
  };
  try {
    await migrateToLatest(handle.db);
    await seedDemoAdmins(handle.db, config);
    const db = handle.db as unknown as Kysely<any>;
    const now = new Date().toISOString();
    const group = await db
      .insertInto('chat_groups')
      .values({
        name_en: 'Load',
        name_ar: 'حمل',
        image: null,
        program_id: null,
        read_only: 0,
        messages_count: MESSAGES,
        last_message_at: now,
        enabled: 1,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const groupId = Number(group.id);
    const filling = performance.now();
    await fillMessages(db, groupId);
    console.log(`filled ${MESSAGES.toLocaleString('en')} messages in ${ms(performance.now() - filling)}`);

    const app = await buildApp({ db: handle.db, dialect: handle.dialect, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    // (1) History pages at random cursors, one at a time.
    const pageTimes: number[] = [];
    for (let n = 0; n < PAGES; n += 1) {
      const before = 51 + Math.floor(Math.random() * (MESSAGES - 50));
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/admin/chat/${groupId}/messages?limit=50&before=${before}`, { headers });
      const body = (await res.json()) as { data: { messages: unknown[] } };
      pageTimes.push(performance.now() - started);
      if (res.status !== 200 || body.data.messages.length !== 50) throw new Error(`page answered ${res.status}`);
    }
    const pages = summary(pageTimes);

    // (2) Clients on the group's channel.
    const channel = chatGroupChannel(groupId);
    const { key, secret } = config.realtime;
    const arrivals = new Map<number, number[]>();
    const clients = await Promise.all(
      Array.from(
        { length: CLIENTS },
        () =>
          new Promise<WebSocket>((ready, fail) => {
            const socket = new WebSocket(`${base.replace('http', 'ws')}/app/${key}?protocol=7`);
            socket.on('error', fail);
            socket.on('message', (raw) => {
              const frame = JSON.parse(raw.toString()) as { event: string; data: string };
              if (frame.event === 'pusher:connection_established') {
                const { socket_id } = JSON.parse(frame.data) as { socket_id: string };
                const auth = channelSignature(key, secret, socket_id, channel);
                socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
              } else if (frame.event === 'pusher_internal:subscription_succeeded') ready(socket);
              else if (frame.event === 'message.created') {
                const { id } = JSON.parse(frame.data) as { id: number };
                const list = arrivals.get(id) ?? [];
                arrivals.set(id, list);
                list.push(performance.now());
              }
            });
          }),
      ),
    );
    const delivery: number[] = [];
    const lastArrival: number[] = [];
    for (let n = 0; n < SENDS; n += 1) {
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/admin/chat/${groupId}/send`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ message: `live ${n}` }),
      });
      const { data } = (await res.json()) as { data: { id: number } };
      if (!arrivals.has(data.id)) arrivals.set(data.id, []);
      const times = arrivals.get(data.id) as number[];
      // Frames that came before the answer was read are on the socket already; wait for the rest.
      const deadline = performance.now() + 5000;
      while (times.length < CLIENTS && performance.now() < deadline) await new Promise((done) => setTimeout(done, 1));
      if (times.length < CLIENTS) throw new Error(`message ${n} reached ${times.length} of ${CLIENTS} clients`);
      for (const time of times) delivery.push(time - started);
      lastArrival.push(Math.max(...times) - started);
      await new Promise((done) => setTimeout(done, 20));
    }
    const deliveries = summary(delivery);
    const last = summary(lastArrival);
    for (const client of clients) client.close();
    await app.close();

    console.log(`\nmessages page of 50 from ${MESSAGES.toLocaleString('en')} (HTTP round trip, ${PAGES} pages):`);
    console.log(`  p50 ${ms(pages.p50)}  p95 ${ms(pages.p95)}  max ${ms(pages.max)}   target p95 ≤ 20 ms`);
    console.log(`\nlive delivery to ${CLIENTS} subscribers, from the send request to each client (${SENDS} messages):`);
    console.log(
      `  p50 ${ms(deliveries.p50)}  p95 ${ms(deliveries.p95)}  max ${ms(deliveries.max)}   target p95 ≤ 100 ms`,
    );
    console.log(`  until the last of the ${CLIENTS}: p50 ${ms(last.p50)}  p95 ${ms(last.p95)}`);
    console.log(`\nmachine load average at the end: ${machineLoad()}`);
    const ok = pages.p95 <= 20 && deliveries.p95 <= 100;
    console.log(ok ? '\nWithin the targets.' : '\nOutside the targets.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
