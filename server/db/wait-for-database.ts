// At start the database may not answer yet (a PostgreSQL server still starting, a container brought up
// beside this one): the server waits for it, for a while, instead of exiting at the first refusal.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Errors that say "not reachable yet", as opposed to a wrong password or a missing database. */
const NOT_YET_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', '57P03']);

export function isNotReachableYet(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NOT_YET_CODES.has(code);
}

export interface WaitOptions {
  /** How long to keep trying, in seconds; 0 tries once. */
  seconds: number;
  /** Pause between tries, in milliseconds. */
  intervalMs?: number;
  /** Told once, when the first try fails. */
  onWaiting?: () => void;
  /** Replaces `select 1` (tests). */
  probe?: () => Promise<unknown>;
}

export async function waitForDatabase(db: Kysely<Database>, options: WaitOptions): Promise<void> {
  const probe = options.probe ?? (() => sql`select 1`.execute(db));
  const deadline = Date.now() + options.seconds * 1000;
  let told = false;
  for (;;) {
    try {
      await probe();
      return;
    } catch (error) {
      if (!isNotReachableYet(error) || Date.now() >= deadline) throw error;
      if (!told) options.onWaiting?.();
      told = true;
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 1000));
    }
  }
}
