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
