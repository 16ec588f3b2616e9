// Every form write is recorded once with its fields before → after: a declared form (classifications), a
// form with rules of its own and links (coupons), and the signed-in admin's profile (the new password
// named, never stored). A refused save records nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
const API = '/api/v1/admin';

beforeAll(async () => {
  t = await createTestApp({ models: true });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, authToken = token) =>
  t.app.inject({ method: 'POST', url: `${API}/${url}`, headers: t.auth(authToken), payload });

interface Entry {
  admin_id: number;
  action: string;
  model: string;
  row_ids: string;
  changes: string | null;
}
const entries = async (model: string, id: number) =>
  (
    (await t.db
      .selectFrom('activity_log' as never)
      .selectAll()
      .where('model' as never, '=', model as never)
      .where('row_ids' as never, '=', String(id) as never)
      .orderBy('id' as never)
      .execute()) as unknown as Entry[]
  ).map((entry) => ({
    ...entry,
    changes: entry.changes ? JSON.parse(entry.changes) : null,
  }));

function day(offset = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

describe('form writes in the activity log', () => {
  it('a declared form: created, then changed, each once; a refused save adds nothing', async () => {
    const created = await post('classifications/store', { name_en: 'Yoga', name_ar: 'اليوغا', sort_order: 9 });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.ID;
    expect((await post(`classifications/update/${id}`, { sort_order: 10 })).statusCode).toBe(200);
    expect((await post(`classifications/update/${id}`, { sort_order: -1 })).statusCode).toBe(422);
    const [create, update, ...more] = await entries('classifications', id);
    expect(more).toEqual([]);
    expect(create).toMatchObject({ admin_id: 1, action: 'create', model: 'classifications', row_ids: String(id) });
    expect(create.changes).toMatchObject({
      name_en: { before: null, after: 'Yoga' },
      name_ar: { before: null, after: 'اليوغا' },
      sort_order: { before: null, after: 9 },
    });
    expect(update).toMatchObject({ admin_id: 1, action: 'update', model: 'classifications', row_ids: String(id) });
    expect(update.changes).toEqual({ sort_order: { before: 9, after: 10 } });
  });

  it('a form with rules of its own: its fields and links before → after', async () => {
    const programs = (await t.db
      .selectFrom('programs' as never)
      .select('id' as never)
      .orderBy('id' as never)
      .limit(1)
      .execute()) as unknown as Array<{ id: number }>;
    const body = {
      code: 'LOGGED-1',
      title_en: 'Logged offer',
      title_ar: 'عرض مسجل',
      discount_type: 'percentage',
      value: 20,
      max_discount: 150,
      usage_limit: 100,
      usage_limit_per_user: 1,
      valid_from: day(0),
      valid_until: day(30),
      applies_to_all_programs: 1,
      program_ids: [],
      diet_program_ids: [],
      enabled: 1,
    };
    const created = await post('coupons/store', body);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.ID;
    const changed = await post(`coupons/update/${id}`, {
      ...body,
      value: 25,
      applies_to_all_programs: 0,
      program_ids: [programs[0].id],
    });
    expect(changed.statusCode).toBe(200);
    const [create, update] = await entries('coupons', id);
    expect(create.action).toBe('create');
    expect(create.changes).toMatchObject({ code: { before: null, after: 'LOGGED-1' }, value: { before: null } });
    expect(update.action).toBe('update');
    expect(Object.keys(update.changes).sort()).toEqual(['applies_to_all_programs', 'program_ids', 'value']);
    expect(update.changes.program_ids).toEqual({ before: [], after: [programs[0].id] });
  });

  it("the profile: the admin's own change, the new password hidden", async () => {
    const id = await addAdmin(t, { email: 'profile-log@demo.test', password: 'Original#1', roleName: 'Support' });
    const own = await t.login('profile-log@demo.test', 'Original#1');
    const res = await post(
      'admins/my-profile',
      {
        first_name: 'Renamed',
        password: 'Changed#123',
        password_confirmation: 'Changed#123',
        current_password: 'Original#1',
      },
      own,
    );
    expect(res.statusCode).toBe(200);
    const [entry, ...more] = await entries('admins', id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ admin_id: id, action: 'update', model: 'admins', row_ids: String(id) });
    expect(entry.changes).toEqual({
      first_name: { before: 'Test', after: 'Renamed' },
      password: { before: '[hidden]', after: '[hidden]' },
    });
  });
});
