// A fresh, migrated, demo-seeded app: SQLite in a temp folder, or a fresh database on the PostgreSQL
// server of TEST_DATABASE_URL when it is set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse as InjectResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type AppDeps } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { defaultConfig, type Config } from '../../server/config';
import { createDatabase, type DatabaseHandle } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemoAdmins } from '../../server/db/seed';
import { seedModels } from '../../server/models';
import { checkAnswersAgainstDocument } from '../support/answer-check';

export const DEMO_ADMIN = { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD };
export const DEMO_SUPPORT = { email: 'support@demo.test', password: DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  deps: AppDeps;
  login(email?: string, password?: string): Promise<string>;
  auth(token: string, language?: 'en' | 'ar'): Record<string, string>;
  /** `POST /api/v1/admin/{url}` with a JSON payload, as the admin of `token`, in `language` (default en). */
  post(url: string, payload: unknown, as: CallOptions & { token: string }): Promise<InjectResponse>;
  /** `GET /api/v1/admin/{url}`, as the admin of `token`, in `language` (default en). */
  get(url: string, as: CallOptions & { token: string }): Promise<InjectResponse>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  language?: 'en' | 'ar';
}

/** Cheap argon2 so suites stay fast; production uses the defaults in server/config.ts. */
const TEST_PASSWORD_HASHING = { memoryCost: 1024, timeCost: 1 };

/** A throw-away database per test app: the migrator looks for its tables across schemas, so schemas would clash. */
async function openPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; handle: DatabaseHandle; drop(): Promise<void> }> {
  const name = `admin_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: baseUrl, max: 1 });
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase(url.toString());
  return {
    url: url.toString(),
    handle,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function createTestApp(
  options: { demo?: boolean; models?: boolean; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const folder = mkdtempSync(join(tmpdir(), 'admin-api-test-'));
  const postgresUrl = process.env.TEST_DATABASE_URL;
  let postgres: Awaited<ReturnType<typeof openPostgresDatabase>> | null = null;
  let handle: DatabaseHandle | null = null;
  let app: FastifyInstance;
  let deps: AppDeps;
  try {
    postgres = postgresUrl ? await openPostgresDatabase(postgresUrl) : null;
    handle = postgres?.handle ?? createDatabase(`sqlite:${join(folder, 'admin.sqlite')}`);
    const config: Config = {
      ...defaultConfig(),
      databaseUrl: postgres?.url ?? `sqlite:${join(folder, 'admin.sqlite')}`,
      dataDir: join(folder, 'data'),
      distDir: join(folder, 'dist'),
      logLevel: 'silent',
      passwordHashing: TEST_PASSWORD_HASHING,
      ...options.config,
    };
    await migrateToLatest(handle.db);
    if (options.demo ?? true) await seedDemoAdmins(handle.db, config);
    if (options.models) await seedModels(handle.db);
    deps = { db: handle.db, dialect: handle.dialect, config };
    app = await buildApp(deps);
    await app.ready();
    checkAnswersAgainstDocument(app);
  } catch (error) {
    // A failed set-up must not leave a database or a folder behind.
    await handle?.close().catch(() => {});
    await postgres?.drop().catch(() => {});
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const database = handle;

  return {
    app,
    db: database.db,
    deps,
    async login(email = DEMO_ADMIN.email, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/admin/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    },
    auth(token, language = 'en') {
      return { authorization: `Bearer ${token}`, 'accept-language': language };
    },
    post(url, payload, { token, language }) {
      return app.inject({
        method: 'POST',
        url: `/api/v1/admin/${url}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': language ?? 'en' },
        payload: payload as Record<string, unknown>,
      });
    },
    get(url, { token, language }) {
      return app.inject({
        method: 'GET',
        url: `/api/v1/admin/${url}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': language ?? 'en' },
      });
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Adds an admin (with a role of the given permissions, created when named) straight into the database. */
export async function addAdmin(
  t: TestApp,
  options: { email: string; password?: string; roleName?: string; permissions?: string[]; enabled?: boolean },
): Promise<number> {
  const now = new Date().toISOString();
  let roleId: number | null = null;
  if (options.roleName) {
    const existing = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', options.roleName)
      .executeTakeFirst();
    roleId =
      existing?.id ??
      (
        await t.db
          .insertInto('roles')
          .values({
            name: options.roleName,
            permissions: JSON.stringify(options.permissions ?? []),
            created_at: now,
            updated_at: now,
            deleted_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  }
  const row = await t.db
    .insertInto('admins')
    .values({
      first_name: 'Test',
      last_name: 'Admin',
      email: options.email,
      password_hash: await hashPassword(options.password ?? DEMO_PASSWORD, t.deps.config.passwordHashing),
      image: null,
      role_id: roleId,
      enabled: options.enabled === false ? 0 : 1,
      // Without a role it is an account as sign-up makes one, waiting for approval.
      awaiting_role: roleId === null ? 1 : 0,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a product with plain values, `values` overriding them; answers its id. */
export async function insertProduct(db: Kysely<any>, values: Record<string, unknown>): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('products')
    .values({
      name_en: 'Product',
      name_ar: 'منتج',
      seller_id: 1,
      category_id: 1,
      price: 1,
      stock: 1,
      rating: 4,
      image: null,
      description: '<p>x</p>',
      status: 'active',
      enabled: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
