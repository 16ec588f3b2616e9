// Starts `server/main.ts` as its own process (as `npm run serve` does) on loopback, on a given SQLite
// file, and watches its log for database-busy failures. Used by `npm run load`, the crash test and the
// browser tests' harness.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';

const REPOSITORY = join(import.meta.dirname, '..', '..');
const BUSY = /SQLITE_BUSY|SQLITE_LOCKED|database is locked|database table is locked/gi;
const KEPT_OUTPUT = 64 * 1024;

export interface ServerProcess {
  baseUrl: string;
  /** The process id (the cluster run pauses and kills nodes by it). */
  pid: number;
  /** Lines of the server's log that name a busy or locked database. */
  busyFailures(): number;
  /** The end of the server's output, for error messages. */
  output(): string;
  /** SIGKILL: no shutdown code runs. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  const timer = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
  return Promise.race([once(child, 'exit').then(() => true), timer]);
}

export async function startServerProcess(
  databaseFile: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPOSITORY,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let busy = 0;
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    busy += text.match(BUSY)?.length ?? 0;
    output = (output + text).slice(-KEPT_OUTPUT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    pid: child.pid ?? 0,
    busyFailures: () => busy,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child, 10_000);
    },
    async stop() {
      child.kill('SIGTERM');
      if (!(await exited(child, 10_000))) {
        child.kill('SIGKILL');
        await exited(child, 5_000);
      }
    },
  };
}
