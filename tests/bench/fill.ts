// Builds the benchmark database: the demo admins and a few related models, then `rows` orders written
// straight through better-sqlite3 (one prepared statement, one transaction) with realistic values.
import SqliteDatabase from 'better-sqlite3';
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

export async function buildBenchDatabase(file: string, rows: number, now = Date.now()): Promise<void> {
  const handle = createDatabase(`sqlite:${file}`);
  await migrateToLatest(handle.db);
  await seedDemoAdmins(handle.db, { ...defaultConfig(), passwordHashing: { memoryCost: 1024, timeCost: 1 } });
  await seedModels(handle.db, { only: ['users', 'roles', 'admins', 'payment-methods', 'sellers'] });
  await handle.close();

  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  const insert = sqlite.prepare(
    `insert into orders (order_number, user_id, seller_id, payment_method_id, items_count, total, status, delivery_date, created_at, updated_at, deleted_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const random = new Random(1_000_000);
  const start = now - YEAR;
  const step = YEAR / rows;
  const fill = sqlite.transaction(() => {
    for (let index = 0; index < rows; index += 1) {
      // Strictly increasing creation times (one row every ~31 s over the year): ids follow time.
      const created = Math.floor(start + index * step);
      const createdAt = new Date(created).toISOString();
      const items = random.int(1, 6);
      insert.run(
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
      );
    }
  });
  fill();
  sqlite.close();
}
