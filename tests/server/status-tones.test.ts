// Status chips: every state of a model has its own tone from the 11-colour palette, sent with the cell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_TONES, assignTones } from '../../common/models/statusTones';
import { MODELS } from '../../server/models/registry';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ models: true });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

describe('status tones', () => {
  it('gives each state of every status column a tone of its own', () => {
    const columns = MODELS.flatMap((model) =>
      model.headers.filter((header) => header.options).map((header) => ({ model: model.name, header })),
    );
    expect(columns.length).toBeGreaterThan(10);
    for (const { model, header } of columns) {
      const tones = assignTones(header.options ?? []);
      expect(new Set(tones).size, `${model}.${header.value}`).toBe(Math.min(tones.length, STATUS_TONES.length));
    }
  });

  it('keeps the tone a colour stands for, moves a second state of that colour to a free one, and cycles past 11', () => {
    expect(assignTones([{ color: 'success' }, { color: 'error' }, { color: 'success' }])).toEqual([
      'green',
      'red',
      'grey',
    ]);
    expect(assignTones([{ color: 'info', tone: 'pink' }, { color: 'info' }])).toEqual(['pink', 'teal']);
    const twelve = assignTones(Array.from({ length: 12 }, () => ({})));
    expect(twelve.slice(0, 11)).toEqual(['grey', ...STATUS_TONES.filter((tone) => tone !== 'grey')]);
    expect(twelve[11]).toBe(STATUS_TONES[11 % 11]);
  });

  it("sends the orders' states in six different tones", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/search',
      headers: t.auth(token),
      payload: { model: 'orders', itemsPerPage: 150, page: 1 },
    });
    expect(res.statusCode).toBe(200);
    const tones: Record<string, string> = {};
    for (const row of res.json().data.results.data) tones[row.status.value] = row.status.tone;
    expect(tones).toEqual({
      pending: 'amber',
      paid: 'teal',
      shipped: 'blue',
      delivered: 'green',
      cancelled: 'grey',
      refunded: 'red',
    });
  });
});
