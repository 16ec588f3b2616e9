// The model registry: every model the generic list, search, export and notes serve.
// The foundation reads only the hooks below; the registry behind them fills them in.
import type { Kysely, Migration } from 'kysely';
import { tableMigration } from './define/migration';
import { summaryMigration, summaryPlans } from './define/summary';
import { textIndexMigration } from './define/text-index';
import { MODELS } from './registry';
import { seedAll, type SeedOptions } from './seed/seeder';

/** Migrations contributed by model declarations, keyed by a globally unique, sortable name. */
export function modelMigrations(): Record<string, Migration> {
  // Model tables carry no database-level foreign keys, so their creation order does not matter.
  const migrations: Record<string, Migration> = {};
  for (const model of MODELS) {
    if (!model.core) migrations[`1_model_${model.table}`] = tableMigration(model);
    // `1_model_<table>_<suffix>` sorts right after the table's own migration.
    for (const [suffix, migration] of Object.entries(model.extraMigrations ?? {})) migrations[`1_model_${model.table}_${suffix}`] = migration;
    for (const plan of summaryPlans(model)) migrations[`1_model_${plan.table}`] = summaryMigration(model, plan);
    if (model.textIndex?.length) migrations[`1_model_${model.table}_text`] = textIndexMigration(model);
  }
  return migrations;
}

/** Permission subjects (spec 6 `{Model}` names, e.g. `Product`) declared by the registry. */
export function modelPermissionSubjects(): string[] {
  return MODELS.map((model) => model.subject);
}

/** Fills the model tables of a brand-new database with demo data (`options.scale` < 1 for fewer rows). */
export async function seedModels(db: Kysely<any>, options?: SeedOptions): Promise<void> {
  await seedAll(db, MODELS, options);
}

async function countRows(db: Kysely<any>, table: string, where?: { column: string; values: string[] }): Promise<number> {
  let query = db.selectFrom(table).select((eb) => eb.fn.countAll().as('count')).where('deleted_at', 'is', null);
  if (where) query = query.where(where.column, 'in', where.values);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Counts shown as cards on the dashboard, in display order. */
export async function dashboardCounts(db: Kysely<any>): Promise<Array<{ key: string; count: number }>> {
  const cards: Array<[key: string, table: string, where?: { column: string; values: string[] }]> = [
    ['users', 'users'],
    ['active_subscriptions', 'subscriptions', { column: 'status', values: ['active'] }],
    ['orders', 'orders'],
    ['products', 'products'],
    ['pending_payout_requests', 'payout_requests', { column: 'status', values: ['pending'] }],
    ['open_complaints', 'complaints', { column: 'status', values: ['open', 'in_progress'] }],
    ['pending_sellers', 'sellers', { column: 'status', values: ['pending'] }],
    ['open_chats', 'chats', { column: 'status', values: ['open', 'waiting'] }],
  ];
  const counts = [];
  for (const [key, table, where] of cards) counts.push({ key, count: await countRows(db, table, where) });
  return counts;
}
