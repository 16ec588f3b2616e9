// A database created before the maps (addresses without latitude and longitude, areas without an outline)
// gets the three columns, empty, when the server starts on it, and an address then takes a point.
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncDeclaredColumns } from '../../server/models';
import { tableMigration } from '../../server/models/define/migration';
import { MODELS } from '../../server/models/registry';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let db: Kysely<any>;
const MAP_COLUMNS: Record<string, string[]> = { addresses: ['latitude', 'longitude'], areas: ['outline'] };

beforeEach(async () => {
  t = await createTestApp();
  db = t.db as Kysely<any>;
  const now = new Date().toISOString();
  for (const [name, later] of Object.entries(MAP_COLUMNS)) {
    const model = MODELS.find((candidate) => candidate.name === name)!;
    await db.schema.dropTable(model.table).execute();
    const storage = Object.fromEntries(Object.entries(model.storage).filter(([column]) => !later.includes(column)));
    await tableMigration({ ...model, storage }).up(db);
  }
  await db
    .insertInto('areas')
    .values({
      city_id: 1,
      name_en: 'Downtown',
      name_ar: 'وسط البلد',
      delivery_fee: 30,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('addresses')
    .values({
      user_id: 1,
      city_id: 1,
      area_id: 1,
      label: 'home',
      street: '5 El Tahrir St.',
      building: 'Building 2',
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterEach(async () => {
  await t.close();
});

describe('the map columns on a database created before them', () => {
  it('are added empty at start-up, and hold seven decimals afterwards', async () => {
    const added = await syncDeclaredColumns(db);
    expect(added.map(({ table, column }) => `${table}.${column}`).sort()).toEqual([
      'addresses.latitude',
      'addresses.longitude',
      'areas.outline',
    ]);
    expect(await syncDeclaredColumns(db)).toEqual([]);
    expect(await db.selectFrom('addresses').select(['latitude', 'longitude']).executeTakeFirstOrThrow()).toEqual({
      latitude: null,
      longitude: null,
    });
    expect(await db.selectFrom('areas').select('outline').executeTakeFirstOrThrow()).toEqual({ outline: null });

    await db.updateTable('addresses').set({ latitude: 30.0444123, longitude: -31.2357456 }).execute();
    const stored = await db.selectFrom('addresses').select(['latitude', 'longitude']).executeTakeFirstOrThrow();
    expect([Number(stored.latitude), Number(stored.longitude)]).toEqual([30.0444123, -31.2357456]);
  });
});
