// Maps (spec 7.6): addresses' coordinates and areas' outlines in the seed, their declared forms' checks
// (422 in both languages, nothing stored), and the map tile setting served to every signed-in admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { parseOutline, summarizeOutline } from '../../common/geo/polygon';
import { addAdmin, type CallOptions, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let token: string;
let db: Kysely<any>;

const post = (url: string, payload: unknown, options: CallOptions = {}) => t.post(url, payload, { token, ...options });
const rowsOf = (table: string) => db.selectFrom(table).selectAll().orderBy('id').execute();

const SQUARE = JSON.stringify({
  type: 'Polygon',
  coordinates: [
    [
      [31.2, 30.0],
      [31.3, 30.0],
      [31.3, 30.1],
      [31.2, 30.1],
      [31.2, 30.0],
    ],
  ],
});

async function anAddress() {
  const [user, area] = await Promise.all([
    db.selectFrom('users').select('id').where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow(),
    db
      .selectFrom('areas')
      .select(['id', 'city_id'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    user_id: user.id,
    city_id: area.city_id,
    area_id: area.id,
    label: 'home',
    street: '12 El Tahrir St.',
    building: 'Building 4, floor 2',
    is_default: 0,
  };
}

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as unknown as Kysely<any>;
  token = await t.login();
});

afterAll(async () => {
  await t.close();
});

describe('the seed', () => {
  it('gives every address a pin inside the outline of its area', async () => {
    const addresses = await rowsOf('addresses');
    const areas = new Map((await rowsOf('areas')).map((area) => [area.id, area]));
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) {
      const box = summarizeOutline(parseOutline(String(areas.get(address.area_id)?.outline))!);
      expect(Number(address.latitude)).toBeGreaterThanOrEqual(box.south);
      expect(Number(address.latitude)).toBeLessThanOrEqual(box.north);
      expect(Number(address.longitude)).toBeGreaterThanOrEqual(box.west);
      expect(Number(address.longitude)).toBeLessThanOrEqual(box.east);
    }
  });

  it("outlines Cairo's first area as a hexagon north of the city centre", async () => {
    const first = (await rowsOf('areas'))[0];
    expect(first.name_en).toBe('Cairo — North District');
    const box = summarizeOutline(parseOutline(String(first.outline))!);
    expect(box.vertices).toBe(6);
    expect(box.south).toBeGreaterThan(30.06);
    expect(box.north).toBeLessThan(30.09);
    expect(box.west).toBeGreaterThan(31.22);
    expect(box.east).toBeLessThan(31.25);
  });

  it('sends the coordinates as numbers in getSingle', async () => {
    const address = (await rowsOf('addresses'))[0];
    const res = await t.get(`getSingle/addresses/${address.id}`, { token });
    expect(res.statusCode).toBe(200);
    const { item } = res.json().data;
    expect(item.latitude).toBe(Number(address.latitude));
    expect(item.longitude).toBe(Number(address.longitude));
    expect(typeof item.latitude).toBe('number');
  });
});

describe('POST addresses/store and addresses/update/{id}', () => {
  it('stores an address with its point and answers it', async () => {
    const res = await post('addresses/store', { ...(await anAddress()), latitude: 30.0444, longitude: '31.2357' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ label: 'home', latitude: 30.0444, longitude: 31.2357, is_default: 0 });
    const single = await t.get(`getSingle/addresses/${data.id}`, { token });
    expect(single.json().data.item).toMatchObject({ latitude: 30.0444, longitude: 31.2357 });
  });

  it('refuses coordinates off the globe in English and Arabic, storing nothing', async () => {
    const before = await rowsOf('addresses');
    const body = { ...(await anAddress()), latitude: 91, longitude: -180.5 };
    const english = await post('addresses/store', body);
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { latitude: ['May not be greater than 90'], longitude: ['Must be at least -180'] },
    });
    const arabic = await post('addresses/store', { ...body, latitude: 'north' }, { language: 'ar' });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errors).toEqual({
      latitude: ['يجب أن تكون القيمة رقمًا'],
      longitude: ['يجب ألا تقل القيمة عن -180'],
    });
    expect(await rowsOf('addresses')).toEqual(before);
  });

  it('asks for the other half of a point given alone', async () => {
    const body = { ...(await anAddress()), latitude: 30.1, longitude: null };
    const english = await post('addresses/store', body);
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({ longitude: ['Give both the latitude and the longitude, or neither'] });
    const arabic = await post('addresses/store', { ...body, latitude: '', longitude: 31 }, { language: 'ar' });
    expect(arabic.json().errors).toEqual({ latitude: ['أدخل خط العرض وخط الطول معًا، أو اتركهما فارغين'] });
  });

  it('moves a pin and clears it, keeping the other fields', async () => {
    const stored = (await post('addresses/store', { ...(await anAddress()), latitude: 31.2, longitude: 29.9 })).json()
      .data;
    const moved = await post(`addresses/update/${stored.id}`, { latitude: -33.8688, longitude: 151.2093 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ street: stored.street, latitude: -33.8688, longitude: 151.2093 });
    const cleared = await post(`addresses/update/${stored.id}`, { latitude: null, longitude: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ latitude: null, longitude: null });
  });

  it('needs create-addresses (403, nothing stored)', async () => {
    await addAdmin(t, { email: 'viewer@maps.test', roleName: 'Address viewer', permissions: ['view-Address'] });
    const viewer = await t.login('viewer@maps.test');
    const before = await rowsOf('addresses');
    const res = await t.post(
      'addresses/store',
      { ...(await anAddress()), latitude: 1, longitude: 1 },
      { token: viewer },
    );
    expect(res.statusCode).toBe(403);
    expect(await rowsOf('addresses')).toEqual(before);
  });
});

describe('POST areas/update/{id}: the outline', () => {
  it('stores a GeoJSON polygon and clears it', async () => {
    const area = (await rowsOf('areas'))[1];
    const saved = await post(`areas/update/${area.id}`, { outline: SQUARE });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.outline).toBe(SQUARE);
    const cleared = await post(`areas/update/${area.id}`, { outline: '' });
    expect(cleared.json().data.outline).toBeNull();
  });

  it.each([
    ['not JSON', '{"type":"Polygon"'],
    ['a point', JSON.stringify({ type: 'Point', coordinates: [31, 30] })],
    [
      'an open ring',
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [31, 30],
            [31.1, 30],
            [31.1, 30.1],
            [31, 30.1],
          ],
        ],
      }),
    ],
    [
      'a latitude off the globe',
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [31, 95],
            [31.1, 30],
            [31, 30.1],
            [31, 95],
          ],
        ],
      }),
    ],
  ])('refuses %s in both languages, changing nothing', async (_, outline) => {
    const area = (await rowsOf('areas'))[2];
    const english = await post(`areas/update/${area.id}`, { outline });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      outline: [
        'Enter a GeoJSON Polygon: closed rings of at least 4 [longitude, latitude] positions within the globe, at most 500 corners',
      ],
    });
    const arabic = await post(`areas/update/${area.id}`, { outline }, { language: 'ar' });
    expect(arabic.json().errors.outline[0]).toMatch(/^أدخل مضلعًا بصيغة GeoJSON/);
    expect((await rowsOf('areas'))[2]).toEqual(area);
  });
});

describe('the map tile setting', () => {
  const saveTileUrl = (value: unknown, language: 'en' | 'ar' = 'en') =>
    post('settings/map.tile_url', { value }, { language });

  it('is off until set, for any signed-in admin, and needs a session', async () => {
    const support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    const res = await t.get('settings/map', { token: support });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 1, data: { tile_url: null, attribution: null } });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/settings/map' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts an https template with {z}, {x} and {y}, refusing anything else in both languages', async () => {
    for (const value of [
      'http://tiles.test/{z}/{x}/{y}.png',
      'ftp://tiles.test/{z}/{x}/{y}.png',
      'https://tiles.test/{z}/{x}.png',
      42,
    ]) {
      const refused = await saveTileUrl(value);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        value: ['The tile URL must start with https:// and hold {z}, {x} and {y}, or be empty to turn the map off.'],
      });
    }
    const arabic = await saveTileUrl('tiles', 'ar');
    expect(arabic.json().errors.value[0]).toMatch(/^يجب أن يبدأ عنوان المربعات/);

    const template = 'https://127.0.0.1:9/tiles/{z}/{x}/{y}.png';
    expect((await saveTileUrl(template)).statusCode).toBe(200);
    expect((await post('settings/map.attribution', { value: '© Test tiles' })).statusCode).toBe(200);
    const support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
    expect((await t.get('settings/map', { token: support })).json().data).toEqual({
      tile_url: template,
      attribution: '© Test tiles',
    });

    expect((await saveTileUrl('')).statusCode).toBe(200);
    expect((await t.get('settings/map', { token })).json().data).toEqual({
      tile_url: null,
      attribution: '© Test tiles',
    });
  });
});
