// The activity log's Changes column (`POST search`, header type `changes`): the records by title and each
// changed field titled, its choices in words, in the request language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import roles from '../../server/models/roles';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

async function logRows(language: 'en' | 'ar') {
  const answer = await t.post('search', { model: 'activity-log' }, { token, language });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.results.data as Array<Record<string, unknown>>;
}

describe('the Changes column of the activity log', () => {
  it('names the record by title and the changed fields by their titles', async () => {
    const created = await t.post('role/create', { name: 'Auditors', permissions: ['view-User'] }, { token });
    const id = created.json().data.id as number;
    await t.post(`role/update/${id}`, { name: 'Reviewers', permissions: ['view-User'] }, { token });
    const [update] = await logRows('en');
    expect(update?.changes).toEqual({
      model: 'roles',
      records: [{ id, label: 'Reviewers' }],
      changes: { name: { before: 'Auditors', after: 'Reviewers' } },
      labels: { name: 'Name' },
    });
    // The Model column names the model by its label, not its name.
    expect(update?.model).toBe(roles.label.en);
    const [arabic] = await logRows('ar');
    expect(arabic?.changes).toMatchObject({ labels: { name: 'الاسم' } });
    expect(arabic?.model).toBe(roles.label.ar);
  });

  it("gives a choice's label, not its stored value, in each language", async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('activity_log' as never)
      .values({
        admin_id: 1,
        action: 'approve',
        model: 'payout-requests',
        row_ids: '999',
        changes: JSON.stringify({ status: { before: 'pending', after: 'approved' } }),
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    const [english] = await logRows('en');
    expect(english?.changes).toEqual({
      model: 'payout-requests',
      records: [{ id: 999, label: '#999' }],
      changes: { status: { before: 'Pending', after: 'Approved' } },
      labels: { status: 'Status' },
    });
    const [arabic] = await logRows('ar');
    expect(arabic?.changes).toMatchObject({
      changes: { status: { before: 'قيد الانتظار', after: expect.not.stringMatching(/approved/) } },
      labels: { status: 'الحالة' },
    });
  });

  it('names a saved setting by its label on the settings page, never by its key', async () => {
    await t.post('settings', { values: { 'display.arabic_digits': 'latin', app_name: 'Words' } }, { token });
    const [english] = await logRows('en');
    expect(english?.changes).toMatchObject({
      model: 'settings',
      records: [],
      labels: { 'display.arabic_digits': 'Digits in Arabic', app_name: 'Product name' },
      changes: { app_name: { after: 'Words' } },
    });
    const [arabic] = await logRows('ar');
    expect(arabic?.changes).toMatchObject({
      labels: { 'display.arabic_digits': 'الأرقام في العربية', app_name: 'اسم المنتج' },
    });
    expect(JSON.stringify(arabic?.changes ?? {})).not.toContain('"latin"');
  });

  it('is empty of records and changes for a sign-in', async () => {
    await t.login();
    const [signIn] = await logRows('en');
    expect(signIn?.changes).toEqual({ model: null, records: [], changes: null, labels: {} });
  });
});
