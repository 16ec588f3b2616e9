// The model registry: every model the generic list, search, export and notes serve.
// The foundation reads only the hooks below; the registry behind them fills them in.
import type { Kysely, Migration } from 'kysely';

/** Migrations contributed by model declarations, keyed by a globally unique, sortable name. */
export function modelMigrations(): Record<string, Migration> {
  return {};
}

/** Permission subjects (spec 6 `{Model}` names, e.g. `Product`) declared by the registry. */
export function modelPermissionSubjects(): string[] {
  return [];
}

/** Fills the model tables of a brand-new database with demo data. */
export async function seedModels(_db: Kysely<any>): Promise<void> {}

/** Counts shown as cards on the dashboard, in display order. */
export async function dashboardCounts(_db: Kysely<any>): Promise<Array<{ key: string; count: number }>> {
  return [];
}
