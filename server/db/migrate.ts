// Runs the core migrations and every model's (from the registry) with Kysely's Migrator.
import { Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';
import { modelMigrations, syncDeclaredColumns } from '../models';
import { rolesAndAdmins } from './migrations/0001_roles_and_admins';
import { sessions } from './migrations/0002_sessions';
import { notesSettingsUploads } from './migrations/0003_notes_settings_uploads';
import { limitAttempts } from './migrations/0004_limit_attempts';
import { exportJobs } from './migrations/0005_export_jobs';
import { awaitingRole } from './migrations/0006_awaiting_role';
import { adminIdentities } from './migrations/0007_admin_identities';
import { twoFactor } from './migrations/0008_two_factor';
import { savedViews } from './migrations/0009_saved_views';

// Core names start with 0, model names with 1, so the core tables always exist before model tables.
const coreMigrations: Record<string, Migration> = {
  '0001_roles_and_admins': rolesAndAdmins,
  '0002_sessions': sessions,
  '0003_notes_settings_uploads': notesSettingsUploads,
  '0004_limit_attempts': limitAttempts,
  '0005_export_jobs': exportJobs,
  '0006_awaiting_role': awaitingRole,
  '0007_admin_identities': adminIdentities,
  '0008_two_factor': twoFactor,
  '0009_saved_views': savedViews,
};

export function allMigrations(): Record<string, Migration> {
  const models = modelMigrations();
  for (const name of Object.keys(models)) {
    if (name in coreMigrations) throw new Error(`Model migration "${name}" clashes with a core migration name.`);
  }
  return { ...coreMigrations, ...models };
}

/**
 * Applies every pending migration, then adds the declared model columns an older database lacks;
 * throws with the failing migration's name.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations() },
    // Model migrations are added over time in parallel work; their order among themselves is by name.
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`, { cause: error });
  }
  await syncDeclaredColumns(db);
  return results;
}
