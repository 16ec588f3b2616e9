// A database created from an older declaration (a model table without columns declared since) gets
// the missing columns and indexes when the server starts on it, on SQLite and PostgreSQL; the next start
// finds nothing to add.
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { isPostgres } from '../../server/db/portable';
import { migrateToLatest } from '../../server/db/migrate';
import { syncDeclaredColumns } from '../../server/models';
import { tableMigration } from '../../server/models/define/migration';
import { MODELS } from '../../server/models/registry';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
const pages = MODELS.find((model) => model.name === 'pages')!;
const LATER_COLUMNS = ['status', 'views', 'body_en', 'enabled'];

beforeEach(async () => {
  t = await createTestApp();
  db = t.db as Kysely<any>;
  // The pages table as an older declaration created it: no status, views, English body or enabled
  // switch, and no index on created_at.
  await db.schema.dropTable('pages').execute();
  const storage = Object.fromEntries(Object.entries(pages.storage).filter(([name]) => !LATER_COLUMNS.includes(name)));
  await tableMigration({ ...pages, storage }).up(db);
  await db.schema.dropIndex('pages_created_at_index').execute();
  const now = new Date().toISOString();
  await db
    .insertInto('pages')
    .values({
      title_en: 'About us',
      title_ar: 'من نحن',
      slug: 'about-us',
      body_ar: '<p>نص</p>',
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterEach(async () => {
  await t.close();
});

async function columnsOf(table: string): Promise<string[]> {
  const rows = isPostgres(db)
    ? (
        await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(db)
      ).rows
    : (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows;
  return rows.map((row) => row.name).sort();
}

async function indexesOf(table: string): Promise<string[]> {
  const rows = isPostgres(db)
    ? (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table}`.execute(db))
        .rows
    : (await sql<{ name: string }>`select name from pragma_index_list(${table})`.execute(db)).rows;
  return rows.map((row) => row.name);
}

describe('adding declared columns to tables created earlier', () => {
  it('adds the missing columns with values for the existing rows, and the missing index, at start-up', async () => {
    expect(await columnsOf('pages')).not.toContain('status');
    expect(await indexesOf('pages')).not.toContain('pages_created_at_index');

    // What the start does: migrate (nothing pending here), then serve.
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await columnsOf('pages')).toEqual(Object.keys(pages.storage).sort());
    expect(await indexesOf('pages')).toContain('pages_created_at_index');
    const row = await db
      .selectFrom('pages')
      .select(['slug', 'status', 'views', 'body_en', 'enabled'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ slug: 'about-us', status: '', views: null, body_en: '', enabled: 1 });

    const app = await buildApp(t.deps);
    try {
      const token = await t.login();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/search',
        headers: t.auth(token),
        payload: { model: 'pages' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.results.data.map((item: { slug: string }) => item.slug)).toEqual(['about-us']);
    } finally {
      await app.close();
    }
  });

  it('names what it added, and finds nothing to add the second time', async () => {
    const added = await syncDeclaredColumns(db);
    expect(added.sort((a, b) => a.column.localeCompare(b.column))).toEqual(
      [...LATER_COLUMNS].sort().map((column) => ({ table: 'pages', column })),
    );
    expect(await syncDeclaredColumns(db)).toEqual([]);
  });

  it('leaves a table that does not exist yet to its own migration', async () => {
    await db.schema.dropTable('pages').execute();
    expect(await syncDeclaredColumns(db)).toEqual([]);
  });
});
