// Export limits: one running export per admin and two in all; more are refused with 429 and a
// translated message, and the slot is free again when the export ends, fails or the client goes away.
// A test hook holds each export before its first batch of rows, so "running" lasts as long as needed.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAdmin, createTestApp, type TestApp } from './helpers';

interface Gate {
  open(): void;
  fail(error: Error): void;
}

const hook = vi.hoisted(() => ({ holding: true, waiting: [] as Gate[] }));

vi.mock('../../server/export/source', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/export/source')>();
  return {
    ...original,
    async *exportBatches(...args: Parameters<typeof original.exportBatches>) {
      if (hook.holding) await new Promise<void>((open, fail) => hook.waiting.push({ open, fail }));
      yield* original.exportBatches(...args);
    },
  };
});

let t: TestApp;
let baseUrl: string;
const tokens: string[] = [];

const BUSY_ADMIN = {
  en: 'You already have an export running. Wait for it to finish, then try again.',
  ar: 'لديك تصدير قيد التشغيل بالفعل. انتظر حتى ينتهي ثم حاول مرة أخرى.',
};
const BUSY_ALL = {
  en: 'The server is already running 2 exports. Try again in a minute.',
  ar: 'يُجري الخادم الآن أقصى عدد من عمليات التصدير المتزامنة (2). حاول مرة أخرى بعد دقيقة.',
};

function startExport(
  token: string,
  options: { language?: 'en' | 'ar'; signal?: AbortSignal; format?: 'pdf' | 'excel' } = {},
) {
  return fetch(`${baseUrl}/api/v1/admin/search`, {
    method: 'POST',
    headers: { ...t.auth(token, options.language ?? 'en'), 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'users', export_format: options.format ?? 'pdf' }),
    signal: options.signal,
  });
}

/** Waits until `count` exports are held by the hook (so each holds its slot). */
async function held(count: number): Promise<void> {
  await vi.waitFor(() => expect(hook.waiting.length).toBe(count), { timeout: 5000 });
}

/** Lets every held export go on, and later ones run straight through. */
function openAll(): void {
  hook.holding = false;
  for (const gate of hook.waiting.splice(0)) gate.open();
}

/** An export that is not held succeeds again (the slot was freed), retried while the server lets go. */
async function expectFreeSlot(token: string): Promise<void> {
  hook.holding = false;
  await vi.waitFor(
    async () => {
      const res = await startExport(token);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(res.status).toBe(200);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    },
    { timeout: 5000, interval: 50 },
  );
}

async function refusal(res: Response): Promise<{ status: number; body: unknown }> {
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  tokens.push(await t.login());
  for (const name of ['second', 'third']) {
    await addAdmin(t, { email: `${name}@exports.test`, roleName: 'User viewers', permissions: ['view-User'] });
    tokens.push(await t.login(`${name}@exports.test`));
  }
});
afterAll(async () => {
  openAll();
  await t.close();
});
beforeEach(async () => {
  openAll();
  hook.holding = true;
  // Every test starts with no export running.
  for (const token of tokens) await expectFreeSlot(token);
  hook.holding = true;
});

describe('export limits', () => {
  it('allows one running export per admin; the second gets 429 in the request language', async () => {
    const first = startExport(tokens[0]);
    await held(1);
    expect(await refusal(await startExport(tokens[0]))).toEqual({
      status: 429,
      body: { state: 0, message: BUSY_ADMIN.en },
    });
    expect(await refusal(await startExport(tokens[0], { language: 'ar', format: 'excel' }))).toEqual({
      status: 429,
      body: { state: 0, message: BUSY_ADMIN.ar },
    });
    openAll();
    const res = await first;
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    await expectFreeSlot(tokens[0]);
  });

  it('allows two running exports in all; a third admin gets 429 until one ends', async () => {
    const first = startExport(tokens[0]);
    const second = startExport(tokens[1], { format: 'excel' });
    await held(2);
    expect(await refusal(await startExport(tokens[2]))).toEqual({
      status: 429,
      body: { state: 0, message: BUSY_ALL.en },
    });
    expect(await refusal(await startExport(tokens[2], { language: 'ar' }))).toEqual({
      status: 429,
      body: { state: 0, message: BUSY_ALL.ar },
    });

    hook.waiting.shift()!.open();
    const finished = await first;
    expect(finished.status).toBe(200);
    await finished.arrayBuffer();
    // One slot is free: the third admin's export runs (held again) while the second is still running.
    const third = startExport(tokens[2]);
    await held(2);
    expect((await startExport(tokens[0])).status).toBe(429);
    openAll();
    for (const res of [await second, await third]) {
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
  });

  it('frees the slot when the client disconnects mid-export', async () => {
    const client = new AbortController();
    const running = startExport(tokens[0], { signal: client.signal }).catch((error: unknown) => error);
    await held(1);
    expect((await startExport(tokens[0])).status).toBe(429);
    client.abort();
    await running;
    // The held export never resumed: the server noticed the closed connection on its own.
    await expectFreeSlot(tokens[0]);
    expect(hook.waiting.length).toBe(1);
  });

  it('frees the slot when the export fails mid-way', async () => {
    const running = startExport(tokens[1]);
    await held(1);
    expect((await startExport(tokens[1])).status).toBe(429);
    hook.waiting.shift()!.fail(new Error('the disk went away'));
    const res = await running;
    // Headers were already sent: the failure cuts the download short instead of completing it.
    await expect(res.arrayBuffer()).rejects.toThrow();
    await expectFreeSlot(tokens[1]);
  });

  it('does not count refused requests: a bad body or missing permission holds no slot', async () => {
    const bad = await fetch(`${baseUrl}/api/v1/admin/search`, {
      method: 'POST',
      headers: { ...t.auth(tokens[0]), 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'users', export_format: 'csv' }),
    });
    expect(bad.status).toBe(400);
    const forbidden = await fetch(`${baseUrl}/api/v1/admin/search`, {
      method: 'POST',
      headers: { ...t.auth(tokens[1]), 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'orders', export_format: 'pdf' }),
    });
    expect(forbidden.status).toBe(403);
    const first = startExport(tokens[0]);
    const second = startExport(tokens[1]);
    await held(2);
    openAll();
    for (const res of [await first, await second]) {
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
  });
});
