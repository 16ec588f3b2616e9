// The in-process job queue of a single SQLite node: one job at a time, in order. Jobs left queued or
// running by a previous process (a restart, a crash) are taken again when it starts.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobHandler, JobQueue } from './queue';

export function memoryQueue(db: Kysely<Database>, handle: JobHandler, onError: (error: unknown) => void): JobQueue {
  const waiting: string[] = [];
  let running: Promise<void> | null = null;
  let started: Promise<void> | null = null;
  let closed = false;

  const drain = () => {
    if (running || closed) return;
    const next = waiting.shift();
    if (next === undefined) return;
    running = handle(next)
      .catch(onError)
      .finally(() => {
        running = null;
        drain();
      });
  };

  return {
    kind: 'memory',
    start() {
      started ??= (async () => {
        const left = await db
          .selectFrom('export_jobs')
          .select('id')
          .where('state', 'in', ['queued', 'running'])
          .orderBy('created_at')
          .execute();
        for (const { id } of left) if (!waiting.includes(id)) waiting.push(id);
        drain();
      })();
      return started;
    },
    async enqueue(jobId) {
      await this.start();
      waiting.push(jobId);
      drain();
    },
    async close() {
      closed = true;
      await running;
    },
  };
}
