// The limits of sign-in, sign-up, password resets and unlocking: attempts counted per email and per
// client address in a sliding window. One process keeps them in memory; processes sharing PostgreSQL
// count them in the database, so two nodes do not double the allowed attempts.
import type { Kysely } from 'kysely';
import { LoginLimiter, type LoginLimiterOptions } from '../auth/login-limiter';
import type { Database } from '../db/schema';
import { DatabaseLimiter } from './database-limiter';

export interface AttemptLimiter {
  /** Seconds to wait when the email or the address already has the maximum of attempts, else 0. */
  retryAfterSeconds(email: string, ip: string): Promise<number>;
  recordFailure(email: string, ip: string): Promise<void>;
  /** Clears the email's attempts (not the address's, which may be shared by an attacker). */
  recordSuccess(email: string): Promise<void>;
}

export type LimitScope =
  | 'sign-in'
  | 'sign-up'
  | 'forgot'
  | 'reset'
  | 'unlock'
  | 'duplicate'
  | 'generate'
  | 'paste'
  | 'upload'
  | 'two-factor';

class MemoryLimiter implements AttemptLimiter {
  private readonly limiter: LoginLimiter;
  constructor(options: LoginLimiterOptions) {
    this.limiter = new LoginLimiter(options);
  }
  async retryAfterSeconds(email: string, ip: string): Promise<number> {
    return this.limiter.retryAfterSeconds(email, ip);
  }
  async recordFailure(email: string, ip: string): Promise<void> {
    this.limiter.recordFailure(email, ip);
  }
  async recordSuccess(email: string): Promise<void> {
    this.limiter.recordSuccess(email);
  }
}

export function attemptLimiter(
  deps: { db: Kysely<Database>; dialect: 'sqlite' | 'postgres' },
  scope: LimitScope,
  options: LoginLimiterOptions,
): AttemptLimiter {
  return deps.dialect === 'postgres' ? new DatabaseLimiter(deps.db, scope, options) : new MemoryLimiter(options);
}
