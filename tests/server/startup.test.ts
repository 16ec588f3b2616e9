// Config from the environment, migrations and the start-up seed (new databases only).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, defaultConfig, loadConfig, type Config } from '../../server/config';
import { createDatabase, type DatabaseHandle } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seedOnStart } from '../../server/db/startup-seed';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'sqlite:data/admin.sqlite',
      tokenTtlHours: 12,
      demoData: true,
      firstAdmin: null,
    });
    expect(config).toMatchObject({ trustProxy: false, signUp: false });
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [
      ' 10.0.0.0/8 , 127.0.0.1, ::1, fd00::/8, 192.168.0.0/255.255.0.0, loopback ',
      ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', '192.168.0.0/255.255.0.0', 'loopback'],
    ],
  ])('reads TRUST_PROXY=%j', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('reads SIGN_UP', () => {
    expect(loadConfig({ SIGN_UP: 'false' }).signUp).toBe(false);
    expect(loadConfig({ SIGN_UP: 'true' }).signUp).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u:p@db:5432/admin',
      TOKEN_TTL_HOURS: '0.5',
      DEMO_DATA: 'false',
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'long-enough',
      ADMIN_FIRST_NAME: 'Owner',
      ADMIN_LAST_NAME: 'One',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u:p@db:5432/admin',
      tokenTtlHours: 0.5,
      demoData: false,
    });
    expect(config.firstAdmin).toEqual({
      email: 'owner@example.com',
      password: 'long-enough',
      firstName: 'Owner',
      lastName: 'One',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a positive number'],
    [{ PORT: '70000' }, 'PORT must be a port number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA must be true or false'],
    [{ TOKEN_TTL_HOURS: '0' }, 'TOKEN_TTL_HOURS must be a positive number'],
    [
      { TRUST_PROXY: 'proxy.internal' },
      'TRUST_PROXY must be true, false, a number of proxies or a comma-separated list of proxy addresses (got "proxy.internal").',
    ],
    [{ TRUST_PROXY: '10.0.0.1,,10.0.0.2' }, 'TRUST_PROXY must be true, false'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be true, false'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY must be true, false'],
    [{ SIGN_UP: 'closed' }, 'SIGN_UP must be true or false (got "closed").'],
    [{ ADMIN_EMAIL: 'a@b.c' }, 'The first admin needs ADMIN_PASSWORD, ADMIN_FIRST_NAME, ADMIN_LAST_NAME as well.'],
    [
      { ADMIN_EMAIL: 'a@b.c', ADMIN_PASSWORD: 'short', ADMIN_FIRST_NAME: 'A', ADMIN_LAST_NAME: 'B' },
      'ADMIN_PASSWORD must have at least 8 characters.',
    ],
  ])('refuses %o clearly', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('migrations and the start-up seed', () => {
  let folder: string;
  let handle: DatabaseHandle;
  let config: Config;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'admin-start-'));
    handle = createDatabase(`sqlite:${join(folder, 'nested', 'admin.sqlite')}`);
    config = { ...defaultConfig(), passwordHashing: { memoryCost: 1024, timeCost: 1 } };
  });
  afterEach(async () => {
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const admins = () => handle.db.selectFrom('admins').select(['email', 'first_name']).orderBy('id').execute();

  it('migrates a new database once and then has nothing left to do', async () => {
    const first = await migrateToLatest(handle.db);
    expect(first.map((result) => result.migrationName).slice(0, 3)).toEqual([
      '0001_roles_and_admins',
      '0002_sessions',
      '0003_notes_settings_uploads',
    ]);
    expect(first.every((result) => result.status === 'Success')).toBe(true);
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('seeds demo data into a new database and never again', async () => {
    await migrateToLatest(handle.db);
    expect(await seedOnStart(handle.db, config)).toBe('demo');
    const seeded = await admins();
    expect(seeded.slice(0, 2)).toEqual([
      { email: 'admin@demo.test', first_name: 'Demo' },
      { email: 'support@demo.test', first_name: 'Demo' },
    ]);
    await handle.db
      .updateTable('admins')
      .set({ first_name: 'Changed' })
      .where('email', '=', 'admin@demo.test')
      .execute();
    expect(await seedOnStart(handle.db, config)).toBe('none');
    const after = await admins();
    expect(after).toHaveLength(seeded.length);
    expect(after[0]).toEqual({ email: 'admin@demo.test', first_name: 'Changed' });
  });

  it('without demo data, refuses to start when there is no admin and no first admin given', async () => {
    await migrateToLatest(handle.db);
    await expect(seedOnStart(handle.db, { ...config, demoData: false })).rejects.toThrow(/ADMIN_EMAIL, ADMIN_PASSWORD/);
    expect(await admins()).toEqual([]);
  });

  it('without demo data, creates the first admin from the environment only once', async () => {
    await migrateToLatest(handle.db);
    const firstAdmin = { email: 'owner@example.com', password: 'Owner#2026', firstName: 'Owner', lastName: 'One' };
    const production = { ...config, demoData: false, firstAdmin };
    expect(await seedOnStart(handle.db, production)).toBe('first-admin');
    expect(
      await seedOnStart(handle.db, { ...production, firstAdmin: { ...firstAdmin, email: 'second@example.com' } }),
    ).toBe('none');
    expect(await admins()).toEqual([{ email: 'owner@example.com', first_name: 'Owner' }]);
    const roles = await handle.db.selectFrom('roles').select('name').execute();
    expect(roles).toEqual([{ name: 'Super Admin' }]);
  });
});
