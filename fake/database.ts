// The demo backend's database: sql.js in memory, migrated and seeded by the server's own migrations and
// seeds (demo roles and admins, then every model at a small scale).
import { Kysely, Migrator, type Migration } from 'kysely';
import type { SqlJsStatic } from 'sql.js';
import { DEMO_PASSWORD, insertDemoAdmins } from '../server/db/demo-admins';
import { allMigrations } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { MODELS } from '../server/models/registry';
import { seedModels } from '../server/models';
import { storedPassword } from './passwords';
import { sqlJsDialect } from './sqljs-dialect';

/** Share of the server's demo row counts: a few thousand rows, seeded in a second or two. */
export const FAKE_SEED_SCALE = 0.02;

/** sql.js is built without FTS5: the text-index migrations are left out, and "contains" filters use LIKE. */
function migrationsWithoutTextIndexes(): Record<string, Migration> {
  const textIndexes = new Set(
    MODELS.filter((model) => model.textIndex?.length).map((model) => `1_model_${model.table}_text`),
  );
  return Object.fromEntries(Object.entries(allMigrations()).filter(([name]) => !textIndexes.has(name)));
}

async function migrate(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsWithoutTextIndexes() },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

export interface FakeDatabaseOptions {
  /** Share of each model's declared row count (default FAKE_SEED_SCALE). */
  scale?: number;
}

export async function openFakeDatabase(SQL: SqlJsStatic, options: FakeDatabaseOptions = {}): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: sqlJsDialect(new SQL.Database()) });
  await migrate(db);
  const hash = storedPassword(DEMO_PASSWORD);
  await insertDemoAdmins(db, { admin: hash, support: hash });
  await seedModels(db, { scale: options.scale ?? FAKE_SEED_SCALE });
  return db;
}
