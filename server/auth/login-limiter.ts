// Failed sign-ins, counted per email and per client address in an in-memory sliding window.
// One process serves the API, so memory is enough; counters reset when the process restarts.

export interface LoginLimiterOptions {
  maxFailures: number;
  windowSeconds: number;
}

// Bounds memory under a flood of distinct emails or addresses.
const MAX_TRACKED_KEYS = 50_000;

export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: LoginLimiterOptions) {}

  private keys(email: string, ip: string): string[] {
    return [`email:${email.trim().toLowerCase()}`, `ip:${ip}`];
  }

  private recent(key: string, now: number): number[] {
    const windowStart = now - this.options.windowSeconds * 1000;
    const times = (this.failures.get(key) ?? []).filter((time) => time > windowStart);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Seconds to wait when the email or the address already has the maximum of failures, else 0. */
  retryAfterSeconds(email: string, ip: string, now = Date.now()): number {
    let waitMs = 0;
    for (const key of this.keys(email, ip)) {
      const times = this.recent(key, now);
      if (times.length >= this.options.maxFailures) {
        // The window frees a slot when the oldest failure that still counts leaves it.
        const oldestCounted = times[times.length - this.options.maxFailures];
        waitMs = Math.max(waitMs, oldestCounted + this.options.windowSeconds * 1000 - now);
      }
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  recordFailure(email: string, ip: string, now = Date.now()): void {
    if (this.failures.size >= MAX_TRACKED_KEYS) this.prune(now);
    for (const key of this.keys(email, ip)) {
      const times = this.recent(key, now);
      times.push(now);
      this.failures.set(key, times);
    }
  }

  /** A successful sign-in clears the email's failures (not the address's, which may be shared by an attacker). */
  recordSuccess(email: string): void {
    this.failures.delete(this.keys(email, '')[0]);
  }

  private prune(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
    // Still full: drop the oldest entries (Map keeps insertion order).
    for (const key of this.failures.keys()) {
      if (this.failures.size < MAX_TRACKED_KEYS) break;
      this.failures.delete(key);
    }
  }
}
