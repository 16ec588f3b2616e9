// Export jobs on pg-boss 10 (PostgreSQL): every node works the queue. A job whose node dies stays
// active until its time (`timeoutSeconds`) runs out; pg-boss's supervisor then fails it and it is retried
// by whichever node polls first.
import PgBoss from 'pg-boss';
import type { JobHandler, JobQueue } from './queue';

const QUEUE = 'export-jobs';

export interface PgBossQueueOptions {
  connectionString: string;
  /** How long a job may run before it counts as lost (and is retried elsewhere). */
  timeoutSeconds: number;
}

export function pgBossQueue(options: PgBossQueueOptions, handle: JobHandler): JobQueue {
  let boss: PgBoss | null = null;
  let started: Promise<void> | null = null;
  return {
    kind: 'pg-boss',
    start() {
      started ??= (async () => {
        const instance = new PgBoss({
          connectionString: options.connectionString,
          schema: 'pgboss',
          max: 4,
          // Lost jobs are found at most this long after their time ran out.
          maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(options.timeoutSeconds / 3))),
        });
        instance.on('error', () => {});
        await instance.start();
        await instance.createQueue(QUEUE, {
          name: QUEUE,
          expireInSeconds: options.timeoutSeconds,
          retryLimit: 5,
          retryDelay: 1,
        });
        await instance.work<{ jobId: string }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
          await handle(job.data.jobId);
        });
        boss = instance;
      })();
      return started;
    },
    async enqueue(jobId) {
      await this.start();
      await boss!.send(QUEUE, { jobId });
    },
    async close() {
      if (!started) return;
      await started.catch(() => {});
      await boss?.stop({ graceful: false, wait: true, close: true });
    },
  };
}
