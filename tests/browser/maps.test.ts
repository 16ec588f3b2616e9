// Maps in real Chromium, in English and Arabic: an address's details page shows its coordinates as text
// while no tile server is set up; its form takes typed coordinates that are there when it is opened again;
// with the tile URL set (to a closed port: every tile fails) the page draws the map with the pin, left to
// right inside the page, and stays usable. Its own server, since the test changes a setting.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { axeViolations } from './axe';
import { DEMO_ADMIN } from './harness';
import { screenDrawn } from './page';
import { inTurn } from './inTurn';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite({ ownServer: true });
// https, as the setting requires; nothing listens on port 9, so no tile ever arrives.
const TILE_URL = 'https://127.0.0.1:9/tiles/{z}/{x}/{y}.png';

let token = '';

async function call(path: string, body: unknown): Promise<{ status: number; data: any }> {
  const res = await fetch(`${suite.baseUrl}/api/v1/admin/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: unknown; errors?: unknown };
  return { status: res.status, data: json.data ?? json.errors };
}

beforeAll(async () => {
  const res = await fetch(`${suite.baseUrl}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  token = ((await res.json()) as { data: { token: string } }).data.token;
});

afterAll(async () => {
  if (token) await call('settings/map.tile_url', { value: '' });
});

/** The text of the value beside a label of the details page's location card. */
const shownValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();

describe.each(['en', 'ar'] as const)('maps (%s)', (language) => {
  const flow = inTurn(language, 'ar');
  const t = translator(language);
  const digits = (value: number) =>
    new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-US', { maximumFractionDigits: 6 }).format(value);
  let id = 0;

  beforeAll(async () => {
    await call('settings/map.tile_url', { value: '' });
    const users = await call('search-picker', { model: 'users', query: '' });
    const stored = await call('addresses/store', {
      user_id: Number(Object.keys(users.data)[0]),
      city_id: 1,
      area_id: 1,
      label: 'home',
      street: language === 'ar' ? '١٢ شارع التحرير' : '12 El Tahrir St.',
      building: 'Building 3, floor 2',
      latitude: 30.0444,
      longitude: 31.2357,
    });
    expect(stored).toEqual({ status: 201, data: expect.anything() });
    id = stored.data.id;
  });

  flow('shows an address’s coordinates as text, and no map, without a tile server', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto(`/default/addresses/${id}`);
    await screenDrawn(page);
    await page.getByRole('heading', { level: 2, name: t('maps.location') }).waitFor({ timeout: 15_000 });
    expect(await shownValue(page, t('maps.latitude'))).toBe(digits(30.0444));
    expect(await shownValue(page, t('maps.longitude'))).toBe(digits(31.2357));
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    expect(await axeViolations(page, 'address details')).toEqual([]);
    await context.close();
  });

  flow('saves coordinates typed into the address form and shows them when it is opened again', async () => {
    const { context, page } = await suite.signedInPage(language);
    await page.goto(`/default/addresses/ops/${id}`);
    await screenDrawn(page);
    const latitude = page.getByRole('spinbutton', { name: t('maps.latitude') });
    const longitude = page.getByRole('spinbutton', { name: t('maps.longitude') });
    await expect.poll(() => latitude.inputValue(), { timeout: 15_000 }).toBe('30.0444');
    expect(await axeViolations(page, 'address form')).toEqual([]);

    await latitude.fill('31.2001');
    await longitude.fill('29.9187');
    await page.getByRole('button', { name: t('forms.save'), exact: true }).click();
    await page.waitForURL(/\/default\/addresses\/?$/, { timeout: 20_000 });

    await page.goto(`/default/addresses/ops/${id}`);
    await screenDrawn(page);
    await expect.poll(() => latitude.inputValue(), { timeout: 15_000 }).toBe('31.2001');
    expect(await longitude.inputValue()).toBe('29.9187');
    await page.goto(`/default/addresses/${id}`);
    await screenDrawn(page);
    await page.getByRole('heading', { level: 2, name: t('maps.location') }).waitFor({ timeout: 15_000 });
    expect(await shownValue(page, t('maps.latitude'))).toBe(digits(31.2001));
    expect(await shownValue(page, t('maps.longitude'))).toBe(digits(29.9187));
    await context.close();
  });

  flow('draws the map with the pin once a tile server is set, though every tile fails', async () => {
    expect((await call(`addresses/update/${id}`, { latitude: 31.2001, longitude: 29.9187 })).status).toBe(200);
    expect((await call('settings/map.tile_url', { value: TILE_URL })).status).toBe(200);
    const { context, page } = await suite.signedInPage(language);
    const tiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://127.0.0.1:9/')) tiles.push(request.url());
    });
    await page.goto(`/default/addresses/${id}`);
    await screenDrawn(page);
    const title = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    const map = page.getByRole('region', { name: t('maps.map_of', { name: title }) });
    await map.waitFor({ timeout: 15_000 });
    expect(await map.getAttribute('dir')).toBe('ltr');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await map.locator('.leaflet-container').waitFor();
    const pin = map.locator('.leaflet-marker-icon.map-pin');
    await pin.waitFor();
    expect(await pin.getAttribute('title')).toBe(t('maps.pin'));
    expect(await map.getByRole('button', { name: t('maps.zoom_in') }).count()).toBe(1);
    await expect.poll(() => tiles.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // The failed tiles leave the page as it was: the coordinates still read beside the map.
    expect(await shownValue(page, t('maps.latitude'))).toBe(digits(31.2001));
    expect(await axeViolations(page, 'address map')).toEqual([]);

    // The form: a click on its map puts the point into the inputs.
    await page.goto(`/default/addresses/ops/${id}`);
    await screenDrawn(page);
    const formMap = page.locator('.leaflet-container');
    await formMap.waitFor({ timeout: 15_000 });
    await formMap.scrollIntoViewIfNeeded();
    const box = (await formMap.boundingBox())!;
    // East of the pin (which sits in the middle): a click there moves the point east.
    await formMap.click({ position: { x: box.width / 2 + 40, y: box.height / 2 } });
    const latitude = page.getByRole('spinbutton', { name: t('maps.latitude') });
    const longitude = page.getByRole('spinbutton', { name: t('maps.longitude') });
    await expect.poll(async () => Number(await longitude.inputValue()), { timeout: 5_000 }).toBeGreaterThan(29.9187);
    expect(Number(await latitude.inputValue())).toBeCloseTo(31.2001, 3);
    expect(await axeViolations(page, 'address form with map')).toEqual([]);
    await context.close();
    await call('settings/map.tile_url', { value: '' });
  });
});
