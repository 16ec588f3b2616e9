// The search picker names the chosen rows of a form to whoever may fill that form, even without viewing
// the picked model: labels only, never the rows' columns, and nobody else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';

let t: TestApp;
let editor: string;
let chatEditor: string;
let support: string;

const picker = (token: string, body: Record<string, unknown>, language: 'en' | 'ar' = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/search-picker',
    headers: t.auth(token, language),
    payload: { direct: true, query: '', alldata: 0, ...body },
  });

beforeAll(async () => {
  t = await createTestApp({ models: true });
  await addAdmin(t, {
    email: 'programmes@test.test',
    roleName: 'Programmes',
    permissions: ['view-Program', 'edit-programs'],
  });
  await addAdmin(t, {
    email: 'groups@test.test',
    roleName: 'Groups',
    permissions: ['view-ChatGroup', 'edit-chatgroups'],
  });
  editor = await t.login('programmes@test.test');
  chatEditor = await t.login('groups@test.test');
  support = await t.login(DEMO_SUPPORT.email, DEMO_SUPPORT.password);
});
afterAll(() => t.close());

describe('search picker labels for a form that references the model', () => {
  it('names the chosen classification to an admin who edits programmes, in both languages', async () => {
    const res = await picker(editor, { model: 'classifications', value: [4] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data['4']).toBe('Endurance');
    const arabic = await picker(editor, { model: 'classifications', value: [4] }, 'ar');
    expect(arabic.json().data['4']).toBe('التحمل');
  });

  it('names the chosen programme to an admin who edits chat groups', async () => {
    const res = await picker(chatEditor, { model: 'programs', value: [8] });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().data['8']).toBe('string');
    expect(res.json().data['8']).not.toMatch(/^#/);
  });

  it('keeps the rows themselves and unrelated models to their viewers', async () => {
    expect((await picker(editor, { model: 'classifications', alldata: 1 })).statusCode).toBe(403);
    expect((await picker(editor, { model: 'users' })).statusCode).toBe(403);
    expect((await picker(support, { model: 'classifications', value: [4] })).statusCode).toBe(403);
    expect((await picker(chatEditor, { model: 'classifications' })).statusCode).toBe(403);
  });
});
