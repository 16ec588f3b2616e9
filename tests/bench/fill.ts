// Builds the benchmark database: the demo admins and a few related models, then `rows` orders with
// realistic values, written straight through better-sqlite3 (one prepared statement, one transaction) or,
// for PostgreSQL, through pg in batches.
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { defaultConfig } from '../../server/config';
import { createDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoAdmins } from '../../server/db/seed';
import { seedModels } from '../../server/models';
import { Random } from '../../server/models/seed/random';

const STATUSES: Array<[string, number]> = [
  ['delivered', 70],
  ['cancelled', 9],
  ['refunded', 6],
  ['shipped', 6],
  ['paid', 6],
  ['pending', 3],
];
const YEAR = 365 * 86_400_000;

/** The orders' columns, in the order `orderRows` gives their values. */
const ORDER_COLUMNS = [
  'order_number',
  'user_id',
  'seller_id',
  'payment_method_id',
  'items_count',
  'total',
  'status',
  'delivery_date',
  'created_at',
  'updated_at',
  'deleted_at',
] as const;

/** `rows` realistic orders over the year before `now`, the same ones on every run. */
function* orderRows(rows: number, now: number): Generator<unknown[]> {
  const random = new Random(1_000_000);
  const start = now - YEAR;
  const step = YEAR / rows;
  for (let index = 0; index < rows; index += 1) {
    // Strictly increasing creation times (one row every ~31 s over the year): ids follow time.
    const created = Math.floor(start + index * step);
    const createdAt = new Date(created).toISOString();
    const items = random.int(1, 6);
    yield [
      `ORD-${String(1_000_000 + index)}`,
      random.int(1, 1500),
      random.int(1, 300),
      random.int(1, 24),
      items,
      random.amount(items * 60, items * 900),
      random.weighted(STATUSES),
      new Date(created + random.int(1, 7) * 86_400_000).toISOString().slice(0, 10),
      createdAt,
      createdAt,
      random.chance(0.03) ? createdAt : null,
    ];
  }
}

/** The demo admins and the models the orders point at, migrated and seeded through the server's code. */
async function prepare(url: string): Promise<void> {
  const handle = createDatabase(url);
  await migrateToLatest(handle.db);
  await seedDemoAdmins(handle.db, { ...defaultConfig(), passwordHashing: { memoryCost: 1024, timeCost: 1 } });
  await seedModels(handle.db, { only: ['users', 'roles', 'admins', 'payment-methods', 'sellers'] });
  await handle.close();
}

export async function buildBenchDatabase(file: string, rows: number, now = Date.now()): Promise<void> {
  await prepare(`sqlite:${file}`);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  const insert = sqlite.prepare(
    `insert into orders (${ORDER_COLUMNS.join(', ')}) values (${ORDER_COLUMNS.map(() => '?').join(', ')})`,
  );
  sqlite.transaction(() => {
    for (const values of orderRows(rows, now)) insert.run(...values);
  })();
  sqlite.close();
}

/**
 * The same database on PostgreSQL (`url` an empty database): the orders go in by multi-row inserts of
 * 5,000 (55,000 parameters, under PostgreSQL's 65,535), through the summary triggers like any insert.
 */
export async function buildBenchPostgres(url: string, rows: number, now = Date.now()): Promise<void> {
  await prepare(url);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    let batch: unknown[][] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const tuples = batch.map(
        (_, row) => `(${ORDER_COLUMNS.map((__, column) => `$${row * ORDER_COLUMNS.length + column + 1}`).join(', ')})`,
      );
      await pool.query(`insert into orders (${ORDER_COLUMNS.join(', ')}) values ${tuples.join(', ')}`, batch.flat());
      batch = [];
    };
    for (const values of orderRows(rows, now)) {
      batch.push(values);
      if (batch.length === 5000) await flush();
    }
    await flush();
    await pool.query('analyze');
  } finally {
    await pool.end();
  }
}
