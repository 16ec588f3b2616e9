// Opens the database named by DATABASE_URL: `sqlite:<path>` (better-sqlite3) or `postgres://…` (pg Pool).
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

/**
 * Transactions take the write lock when they begin (BEGIN IMMEDIATE), so one that reads and then writes
 * (every bulk action) never fails halfway with SQLITE_BUSY because another connection (a second
 * process, a backup, the sqlite3 shell) wrote in between; waiting for the lock is left to busy_timeout.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateTransactionDialect extends SqliteDialect {
  constructor(private readonly database: SqliteDatabase.Database) {
    super({ database });
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver({ database: this.database });
  }
}

function openSqlite(path: string): DatabaseHandle {
  if (path === '') throw new Error('DATABASE_URL sqlite: needs a file path, e.g. sqlite:data/admin.sqlite');
  const inMemory = path === ':memory:';
  if (!inMemory) mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SqliteDatabase(inMemory ? ':memory:' : resolve(path));
  // WAL lets readers run while a write is in progress; busy_timeout waits instead of failing on a lock.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // One connection serves every request: a 64 MB page cache (default 2 MB) and reads through a memory
  // map keep the pages of large lists in memory instead of copying them in again for each query.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  // Table statistics (ANALYZE, with value samples) for tables never analysed or grown a lot since:
  // without them the planner cannot tell a one-month range from a one-year one and may pick an index
  // that reads most of a large table. Cheap when the statistics are current.
  sqlite.pragma('optimize = 0x10002');
  const db = new Kysely<Database>({ dialect: new ImmediateTransactionDialect(sqlite) });
  return {
    db,
    dialect: 'sqlite',
    async close() {
      try {
        if (sqlite.open) sqlite.pragma('optimize');
      } finally {
        await db.destroy();
      }
    },
  };
}

function openPostgres(url: string): DatabaseHandle {
  // No JIT compiling: it pays off only for long analytical queries, and a sampled broad search (13,000
  // rows read, estimated by the planner at millions) spent 0.9 s compiling for 15 ms of work.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

export function createDatabase(url: string): DatabaseHandle {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  throw new Error('DATABASE_URL must be sqlite:<path> or postgres://user:pass@host:port/db');
}
