// Start: config → database → migrate → seed (new database only) → listen. Stops cleanly on SIGINT/SIGTERM.
import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { startServerErrorReporting } from './monitoring/error-reporting';
import { createDatabase, type DatabaseHandle } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, DEMO_SUPPORT_EMAIL } from './db/seed';
import { seedOnStart } from './db/startup-seed';
import { isNotReachableYet, waitForDatabase } from './db/wait-for-database';

/** The database URL without its password, for printing. */
function describeDatabase(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

function fail(message: string): never {
  console.error(`\nCannot start: ${message}\n`);
  process.exit(1);
}

async function start(config: Config): Promise<void> {
  const startedAt = performance.now();
  let database: DatabaseHandle;
  try {
    database = createDatabase(config.databaseUrl);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }

  try {
    await waitForDatabase(database.db, {
      seconds: config.databaseWaitSeconds,
      onWaiting: () =>
        console.log(
          `Waiting up to ${config.databaseWaitSeconds} s for the database at ${describeDatabase(config.databaseUrl)} to answer…`,
        ),
    });
    const migrationStartedAt = performance.now();
    const applied = await migrateToLatest(database.db);
    const migrationMs = Math.round(performance.now() - migrationStartedAt);
    const seeded = await seedOnStart(database.db, config);

    // Off unless SENTRY_DSN is set (SENTRY_RELEASE names the release, default the package version).
    if (await startServerErrorReporting(process.env.SENTRY_DSN, process.env.SENTRY_RELEASE || 'fitness-admin@1.4.0'))
      console.log('Error reporting is on.');
    const app = await buildApp({ db: database.db, dialect: database.dialect, config });
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`\n${signal} received: closing…`);
      const forceExit = setTimeout(() => process.exit(1), 10_000);
      forceExit.unref();
      await app.close();
      await database.close();
      process.exit(0);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    // This node takes export jobs from now on, also those a stopped node left unfinished.
    await app.exportJobs.queue.start();
    const readyMs = Math.round(performance.now() - startedAt);
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    console.log(`
Fitness Admin is running at http://${shownHost}:${config.port}/
  database   ${describeDatabase(config.databaseUrl)} (${applied.length} migration(s) applied in ${migrationMs} ms${seeded === 'none' ? '' : `, seeded: ${seeded}`})
  ready in   ${readyMs} ms`);
    if (config.demoData) {
      console.log(`  sign in    ${DEMO_ADMIN_EMAIL} / ${DEMO_PASSWORD}   (every permission)
             ${DEMO_SUPPORT_EMAIL} / ${DEMO_PASSWORD} (views users and complaints, answers support chats)`);
    }
    console.log('');
  } catch (error) {
    await database.close().catch(() => {});
    if (error instanceof ConfigError) fail(error.message);
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') fail(`port ${config.port} is already in use (set PORT to another port).`);
    if (isNotReachableYet(error))
      fail(
        `the database at ${describeDatabase(config.databaseUrl)} did not answer within ${config.databaseWaitSeconds} s (${code}).`,
      );
    fail(error instanceof Error ? error.message : String(error));
  }
}

try {
  await start(loadConfig());
} catch (error) {
  fail(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
}
