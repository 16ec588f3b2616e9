// A sliding-window limit counted in the `limit_attempts` table, shared by every node on the database.
import type { Kysely } from 'kysely';
import type { LoginLimiterOptions } from '../auth/login-limiter';
import type { Database } from '../db/schema';

// Rows of keys that are never tried again are swept now and then, not on every attempt.
const SWEEP_EVERY = 100;

export class DatabaseLimiter {
  private writes = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: string,
    private readonly options: LoginLimiterOptions,
  ) {}

  private keys(email: string, ip: string): string[] {
    return [`email:${email.trim().toLowerCase()}`, `ip:${ip}`];
  }

  async retryAfterSeconds(email: string, ip: string): Promise<number> {
    const now = Date.now();
    const windowMs = this.options.windowSeconds * 1000;
    let waitMs = 0;
    for (const key of this.keys(email, ip)) {
      // The newest `maxFailures` attempts inside the window: when there are that many, the oldest of them
      // frees a slot when it leaves the window.
      const times = await this.db
        .selectFrom('limit_attempts')
        .select('at_ms')
        .where('scope', '=', this.scope)
        .where('key', '=', key)
        .where('at_ms', '>', now - windowMs)
        .orderBy('at_ms', 'desc')
        .limit(this.options.maxFailures)
        .execute();
      if (times.length >= this.options.maxFailures) {
        const oldestCounted = Number(times[times.length - 1].at_ms);
        waitMs = Math.max(waitMs, oldestCounted + windowMs - now);
      }
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const now = Date.now();
    const keys = this.keys(email, ip);
    await this.db.transaction().execute(async (trx) => {
      this.writes += 1;
      let expired = trx
        .deleteFrom('limit_attempts')
        .where('scope', '=', this.scope)
        .where('at_ms', '<=', now - this.options.windowSeconds * 1000);
      if (this.writes % SWEEP_EVERY !== 0) expired = expired.where('key', 'in', keys);
      await expired.execute();
      await trx
        .insertInto('limit_attempts')
        .values(keys.map((key) => ({ scope: this.scope, key, at_ms: now })))
        .execute();
    });
  }

  async recordSuccess(email: string): Promise<void> {
    await this.db
      .deleteFrom('limit_attempts')
      .where('scope', '=', this.scope)
      .where('key', '=', this.keys(email, '')[0])
      .execute();
  }
}
