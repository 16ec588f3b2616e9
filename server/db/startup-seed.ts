// What a start does to the data: demo data into a new database, or the first admin from the
// environment when demo data is off and there is no admin yet. Existing data is never touched.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { ConfigError } from '../config';
import { seedModels } from '../models';
import type { Database } from './schema';
import { hasAnyAdmin, isNewDatabase, seedDemoAdmins, seedFirstAdmin } from './seed';

export type StartupSeed = 'demo' | 'first-admin' | 'none';

export async function seedOnStart(db: Kysely<Database>, config: Config): Promise<StartupSeed> {
  if (config.demoData) {
    if (!(await isNewDatabase(db))) return 'none';
    await seedDemoAdmins(db, config);
    await seedModels(db);
    return 'demo';
  }
  if (await hasAnyAdmin(db)) return 'none';
  if (!config.firstAdmin) {
    throw new ConfigError(
      'DEMO_DATA=false and the database has no admin yet: set ADMIN_EMAIL, ADMIN_PASSWORD (8+ characters), ' +
        'ADMIN_FIRST_NAME and ADMIN_LAST_NAME to create the first admin.',
    );
  }
  await seedFirstAdmin(db, config, config.firstAdmin);
  return 'first-admin';
}
