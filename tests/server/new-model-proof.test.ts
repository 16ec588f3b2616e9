// A model is one declaration: in a copy of the project, a copy of server/models/cities.ts under other
// names (model, labels; the table and the subject follow the name) — and nothing else — becomes a migrated, seeded, searchable
// model the server serves to the admin, which gives it a menu entry and a list titled in both languages.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelUi } from '../../common/models/registry';
import { buildMenu } from '../../src/menu/buildMenu';
import { menuLinks } from '../../src/menu/menuFilters';
import { modelResources } from '../../src/resources';

const project = resolve(import.meta.dirname, '../..');

// Run inside the copy: start the app on a new database (migrate, demo seed), then ask it as the admin would.
const PROBE = `
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './server/app';
import { defaultConfig } from './server/config';
import { createDatabase } from './server/db/connection';
import { migrateToLatest } from './server/db/migrate';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './server/db/seed';
import { seedOnStart } from './server/db/startup-seed';

const folder = mkdtempSync(join(tmpdir(), 'new-model-db-'));
const config = { ...defaultConfig(), databaseUrl: 'sqlite:' + join(folder, 'admin.sqlite'), dataDir: join(folder, 'data'), distDir: join(folder, 'dist'), logLevel: 'silent' as const, passwordHashing: { memoryCost: 1024, timeCost: 1 } };
const database = createDatabase(config.databaseUrl);
await migrateToLatest(database.db);
const seeded = await seedOnStart(database.db, config);
const app = await buildApp({ db: database.db, dialect: database.dialect, config });
const login = await app.inject({ method: 'POST', url: '/api/v1/admin/login', payload: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD } });
const headers = { authorization: 'Bearer ' + login.json().data.token, 'accept-language': 'ar' };
const rows = await (database.db as any).selectFrom('towns').select((eb: any) => eb.fn.countAll().as('count')).executeTakeFirst();
const search = await app.inject({ method: 'POST', url: '/api/v1/admin/search', headers, payload: { model: 'towns', itemsPerPage: 30, page: 1, filters: { name: 'Riyadh' } } });
const models = await app.inject({ method: 'GET', url: '/api/v1/admin/models', headers });
console.log(JSON.stringify({ seeded, rows: Number(rows.count), search: search.json(), models: models.json().data }));
await app.close();
await database.close();
`;

interface ProbeAnswer {
  seeded: string;
  rows: number;
  search: { state: number; data: { results: { data: Array<Record<string, unknown>>; total: number } } };
  models: ModelUi[];
}

let copy: string;
let answer: ProbeAnswer;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-model-'));
  for (const part of ['server', 'common', 'i18n', 'package.json', 'tsconfig.json'])
    cpSync(join(project, part), join(copy, part), { recursive: true });
  symlinkSync(join(project, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const cities = readFileSync(join(copy, 'server/models/cities.ts'), 'utf8');
  const towns = cities
    .replace("name: 'cities'", "name: 'towns'")
    .replace("label: L('Cities', 'المدن')", "label: L('Towns', 'البلدات')");
  expect(towns).not.toContain("'cities'");
  writeFileSync(join(copy, 'server/models/towns.ts'), towns);
  writeFileSync(join(copy, 'probe.ts'), PROBE);
  const output = execFileSync(join(copy, 'node_modules/.bin/tsx'), ['probe.ts'], {
    cwd: copy,
    encoding: 'utf8',
    timeout: 120_000,
  });
  answer = JSON.parse(output.trim().split('\n').at(-1)!);
}, 180_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a model copied from cities.ts under other names', () => {
  it('is migrated and seeded on a new database', () => {
    expect(answer.seeded).toBe('demo');
    expect(answer.rows).toBeGreaterThan(0);
  });

  it('is searchable', () => {
    expect(answer.search.state).toBe(1);
    expect(answer.search.data.results.total).toBe(1);
    expect(answer.search.data.results.data[0]).toMatchObject({ name: 'الرياض' });
  });

  it('is served to the admin with its labels in both languages', () => {
    expect(answer.models.find((model) => model.name === 'towns')).toMatchObject({
      resource: 'towns',
      subject: 'Town',
      label: { en: 'Towns', ar: 'البلدات' },
      menu: { group: 'location' },
    });
  });

  it('gets a menu entry and a list titled in both languages from the admin', () => {
    const entry = menuLinks(buildMenu(answer.models)).find((item) => item.key === 'towns');
    expect(entry).toMatchObject({ path: '/towns', permission: 'view-Town', label: { en: 'Towns', ar: 'البلدات' } });
    const resource = modelResources(answer.models).find((declaration) => declaration.name === 'towns');
    expect(resource?.list).toBeDefined();
    expect(resource).toMatchObject({
      subject: 'Town',
      options: { model: 'towns', title: { en: 'Towns', ar: 'البلدات' } },
    });
  });
});
