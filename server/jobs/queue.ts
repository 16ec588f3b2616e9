// Where export jobs wait for a worker: pg-boss on PostgreSQL (any node takes them; a job whose node
// died is taken again once its time runs out), an in-process queue on SQLite (one node).
export interface JobQueue {
  readonly kind: 'memory' | 'pg-boss';
  /** Starts taking jobs on this node (idempotent). */
  start(): Promise<void>;
  enqueue(jobId: string): Promise<void>;
  close(): Promise<void>;
}

export type JobHandler = (jobId: string) => Promise<void>;
