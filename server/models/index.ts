// The model registry: every model the generic list, search, export and notes serve.
// The foundation reads only the hooks below; the registry behind them fills them in.
import type { Kysely, Migration } from 'kysely';
import { byMenuPosition } from '../../common/models/menuGroups';
import { type AddedColumn, syncModelColumns } from './define/column-sync';
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
    for (const [suffix, migration] of Object.entries(model.extraMigrations ?? {}))
      migrations[`1_model_${model.table}_${suffix}`] = migration;
    for (const plan of summaryPlans(model)) migrations[`1_model_${plan.table}`] = summaryMigration(model, plan);
    if (model.textIndex?.length) migrations[`1_model_${model.table}_text`] = textIndexMigration(model);
  }
  return migrations;
}

/** Adds the declared columns and indexes that tables created by an older declaration lack. */
export async function syncDeclaredColumns(db: Kysely<any>): Promise<AddedColumn[]> {
  return syncModelColumns(db, MODELS);
}

/** Permission subjects (spec 6 `{Model}` names, e.g. `Product`) declared by the registry, in menu order. */
export function modelPermissionSubjects(): string[] {
  return [...MODELS].sort((a, b) => byMenuPosition(a.menu, b.menu)).map((model) => model.subject);
}

/** Fills the model tables of a brand-new database with demo data (`options.scale` < 1 for fewer rows). */
export async function seedModels(db: Kysely<any>, options?: SeedOptions): Promise<void> {
  await seedAll(db, MODELS, options);
}

type CardFilter = { column: string; values: string[] };

async function countRows(db: Kysely<any>, table: string, where?: CardFilter): Promise<number> {
  let query = db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where('deleted_at', 'is', null);
  if (where) query = query.where(where.column, 'in', where.values);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The model cards of the dashboard in display order; `subject` is the model whose view- permission shows it. */
const DASHBOARD_CARDS: Array<{ key: string; subject: string; table: string; where?: CardFilter }> = [
  { key: 'users', subject: 'User', table: 'users' },
  {
    key: 'active_subscriptions',
    subject: 'Subscription',
    table: 'subscriptions',
    where: { column: 'status', values: ['active'] },
  },
  { key: 'orders', subject: 'Order', table: 'orders' },
  { key: 'products', subject: 'Product', table: 'products' },
  {
    key: 'pending_payout_requests',
    subject: 'PayoutRequest',
    table: 'payout_requests',
    where: { column: 'status', values: ['pending'] },
  },
  {
    key: 'open_complaints',
    subject: 'Complaint',
    table: 'complaints',
    where: { column: 'status', values: ['open', 'in_progress'] },
  },
  { key: 'pending_sellers', subject: 'Seller', table: 'sellers', where: { column: 'status', values: ['pending'] } },
  { key: 'open_chats', subject: 'Chat', table: 'chats', where: { column: 'status', values: ['open', 'pending'] } },
];

/** Counts shown as cards on the dashboard, in display order: only those whose subject `canView` allows. */
/** The keys of the model cards, in display order. */
export const DASHBOARD_CARD_KEYS: readonly string[] = DASHBOARD_CARDS.map((card) => card.key);

export async function dashboardCounts(
  db: Kysely<any>,
  canView: (subject: string) => boolean = () => true,
): Promise<Array<{ key: string; count: number }>> {
  const counts = [];
  // Cards the admin may not see are not counted at all.
  for (const card of DASHBOARD_CARDS.filter((candidate) => canView(candidate.subject))) {
    counts.push({ key: card.key, count: await countRows(db, card.table, card.where) });
  }
  return counts;
}
