// The session pages' writes in the activity log: a sign-up records the new account (by nobody, with the
// address that signed up), a completed password reset records the owner's password change (hidden); a
// sign-up with a taken address and a reset with a wrong token record nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResetLinkMessage, setResetLinkMailer } from '../../server/auth/reset-link-delivery';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
const sent: ResetLinkMessage[] = [];
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ config: { signUp: true } });
  setResetLinkMailer((message) => {
    sent.push(message);
  });
});
afterAll(async () => {
  setResetLinkMailer(null);
  await t.close();
});

const post = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/${path}`, payload, remoteAddress: `10.9.0.${++address}` });

const lastId = async () =>
  Number(
    (
      await t.db
        .selectFrom('activity_log' as never)
        .select((eb) => eb.fn.max('id' as never).as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );
const entriesAfter = async (mark: number) =>
  (
    (await t.db
      .selectFrom('activity_log' as never)
      .select(['admin_id', 'email', 'action', 'model', 'row_ids', 'changes'] as never[])
      .where('id' as never, '>', mark as never)
      .orderBy('id' as never)
      .execute()) as unknown as Array<Record<string, unknown>>
  ).map((entry) => ({ ...entry, changes: entry.changes ? JSON.parse(String(entry.changes)) : null }));

const signUp = (email: string) =>
  post('sign-up', {
    first_name: 'Nada',
    last_name: 'Fawzy',
    email,
    password: 'Strong#Pass1',
    password_confirmation: 'Strong#Pass1',
  });

describe('session writes in the activity log', () => {
  it('a sign-up records the new account once; a taken address records nothing', async () => {
    const mark = await lastId();
    expect((await signUp('nada.logged@demo.test')).statusCode).toBe(201);
    const account = (await t.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'nada.logged@demo.test')
      .executeTakeFirstOrThrow()) as { id: number };
    expect(await entriesAfter(mark)).toEqual([
      {
        admin_id: null,
        email: 'nada.logged@demo.test',
        action: 'create',
        model: 'admins',
        row_ids: String(account.id),
        changes: {
          first_name: { before: null, after: 'Nada' },
          last_name: { before: null, after: 'Fawzy' },
          email: { before: null, after: 'nada.logged@demo.test' },
        },
      },
    ]);
    const again = await lastId();
    expect((await signUp('nada.logged@demo.test')).statusCode).toBe(201);
    expect(await entriesAfter(again)).toEqual([]);
  });

  it("a completed reset records the owner's password change, hidden; a wrong token records nothing", async () => {
    const id = await addAdmin(t, { email: 'reset.logged@demo.test', roleName: 'Support' });
    sent.length = 0;
    expect((await post('forgot-password', { email: 'reset.logged@demo.test' })).statusCode).toBe(200);
    const token = new URL(sent[0].link, 'http://admin.test').searchParams.get('token')!;
    const body = (value: string) => ({
      email: 'reset.logged@demo.test',
      token: value,
      password: 'Brand#New2026',
      password_confirmation: 'Brand#New2026',
    });
    const mark = await lastId();
    expect((await post('reset-password', body(`${token}x`))).statusCode).not.toBe(200);
    expect(await entriesAfter(mark)).toEqual([]);
    expect((await post('reset-password', body(token))).statusCode).toBe(200);
    expect(await entriesAfter(mark)).toEqual([
      {
        admin_id: id,
        email: null,
        action: 'update',
        model: 'admins',
        row_ids: String(id),
        changes: { password: { before: '[hidden]', after: '[hidden]' } },
      },
    ]);
  });
});
