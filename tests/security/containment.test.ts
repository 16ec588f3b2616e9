// Containment: an admin acts only on admins whose permissions are a subset of its own, a Super Admin only
// by a Super Admin; one's own email or password needs the current password; only sign-up accounts may be
// rejected; racing creations with one email give one admin and 422s, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, DEMO_ADMIN, type TestApp } from '../server/helpers';

let t: TestApp;
let superToken: string;
let limitedToken: string;
let limitedId: number;
let strongerId: number;
let equalId: number;
let superAdminId: number;

const LIMITED = ['view-Admin', 'edit-admins', 'delete-admins'];

beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login();
  limitedId = await addAdmin(t, { email: 'limited@example.test', roleName: 'Limited', permissions: LIMITED });
  limitedToken = await t.login('limited@example.test');
  strongerId = await addAdmin(t, {
    email: 'stronger@example.test',
    roleName: 'Stronger',
    permissions: [...LIMITED, 'manage-settings'],
  });
  equalId = await addAdmin(t, { email: 'equal@example.test', roleName: 'Smaller', permissions: ['view-Admin'] });
  superAdminId = Number(
    (await t.db.selectFrom('admins').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirstOrThrow()).id,
  );
});
afterAll(() => t.close());

const edit = (id: number, body: object, token = limitedToken) => t.post(`admins/${id}`, body, { token });
const action = (id: number, name: string, token = limitedToken) =>
  t.post('search', { model: 'admins', id, action: name }, { token });

describe('who may change whom', () => {
  it('refuses to reset the password, email, role or enabled flag of an admin with more permissions', async () => {
    for (const body of [
      { password: 'Taken#over1' },
      { email: 'mine@example.test' },
      { enabled: false },
      { first_name: 'Renamed' },
    ]) {
      const res = await edit(strongerId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().message).toBe('You cannot change an admin who holds permissions you do not hold.');
    }
    // The stronger admin still signs in with its own password.
    await expect(t.login('stronger@example.test')).resolves.toMatch(/./);
  });

  it('refuses every change to a Super Admin, in both languages', async () => {
    const res = await edit(superAdminId, { password: 'Taken#over1' });
    expect(res.statusCode).toBe(403);
    const arabic = await t.post(`admins/${superAdminId}`, { first_name: 'x' }, { token: limitedToken, language: 'ar' });
    expect(arabic.statusCode).toBe(403);
    expect(arabic.json().message).toMatch(/المشرف العام/);
  });

  it('refuses deleting and disabling an admin with more permissions through the list actions, changing nothing', async () => {
    for (const name of ['delete', 'disable']) {
      const res = await action(strongerId, name);
      expect(res.statusCode, name).toBe(403);
    }
    const row = await t.db
      .selectFrom('admins')
      .select(['enabled', 'deleted_at'])
      .where('id', '=', strongerId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ enabled: 1, deleted_at: null });
  });

  it('lets the limited admin change an admin whose permissions are a subset of its own', async () => {
    const res = await edit(equalId, { first_name: 'Changed' });
    expect(res.statusCode).toBe(200);
    expect((await action(equalId, 'disable')).statusCode).toBe(200);
  });

  it('lets a Super Admin change the stronger admin', async () => {
    expect((await edit(strongerId, { first_name: 'Still' }, superToken)).statusCode).toBe(200);
  });
});

describe('one’s own account', () => {
  it('asks for the current password to change one’s own email or password, and checks it', async () => {
    const missing = await edit(limitedId, { password: 'New#password1' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['current_password']);
    const wrong = await edit(limitedId, { email: 'other@example.test', current_password: 'wrong' });
    expect(wrong.statusCode).toBe(422);
    const right = await edit(limitedId, { email: 'limited2@example.test', current_password: 'Demo#2026' });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.email).toBe('limited2@example.test');
  });

  it('needs no password to change one’s own name', async () => {
    expect((await edit(limitedId, { last_name: 'Renamed' })).statusCode).toBe(200);
  });
});

describe('rejecting accounts', () => {
  it('rejects only accounts waiting from sign-up: a Super Admin demoted to no role stays', async () => {
    const demotedId = await addAdmin(t, { email: 'demoted@example.test', roleName: 'Super Admin' });
    expect((await edit(demotedId, { role_id: null }, superToken)).statusCode).toBe(200);
    const pending = await t.get('admins/pending', { token: superToken });
    expect(pending.json().data.map((account: { id: number }) => account.id)).not.toContain(demotedId);
    const reject = await t.post(`admins/reject/${demotedId}`, {}, { token: superToken });
    expect(reject.statusCode).toBe(409);
    const still = await t.db.selectFrom('admins').select('id').where('id', '=', demotedId).executeTakeFirst();
    expect(still).toBeDefined();
  });

  it('still rejects an account made by sign-up', async () => {
    const waitingId = await addAdmin(t, { email: 'waiting@example.test' });
    expect((await t.post(`admins/reject/${waitingId}`, {}, { token: superToken })).statusCode).toBe(200);
  });
});

describe('racing creations', () => {
  it('twenty parallel creations with one email give one admin and 422 for the rest', async () => {
    const body = {
      first_name: 'Race',
      last_name: 'Twin',
      email: 'race@example.test',
      password: 'Race#2026x',
      role_id: null,
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.post('admins', body, { token: superToken })));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 422)).toBe(true);
    const rows = await t.db.selectFrom('admins').select('id').where('email', '=', 'race@example.test').execute();
    expect(rows).toHaveLength(1);
  });
});
