// The model registry: declarations are consistent and bilingual, tables and indexes are created from
// them, and the demo seed is deterministic, realistic and leaves the demo admins working.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../server/config';
import { createDatabase, type DatabaseHandle } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoAdmins } from '../../server/db/seed';
import { dashboardCounts } from '../../server/dashboard/cards';
import { modelPermissionSubjects, seedModels } from '../../server/models';
import { defineModel, subjectOf } from '../../server/models/define/define-model';
import type { Localized, ModelDeclaration } from '../../server/models/define/types';
import { validateModels } from '../../server/models/define/validate';
import { findModel, MODELS } from '../../server/models/registry';

const SPEC_MODELS = [
  'users',
  'admins',
  'roles',
  'discounts',
  'coupons',
  'payment-methods',
  'pages',
  'faqs',
  'subscriptions',
  'payout-requests',
  'products',
  'services',
  'orders',
  'requests',
  'request-offers',
  'categories',
  'sub-categories',
  'sellers',
  'buyers',
  'payment-transactions',
  'commissions',
  'chats',
  'reviews',
  'complaints',
  'areas',
  'cities',
  'addresses',
  'dynamic-forms',
  'review-questions',
];

const SPEC_SUBJECTS = [
  'Product',
  'Service',
  'Request',
  'RequestOffer',
  'Order',
  'Category',
  'SubCategory',
  'User',
  'Seller',
  'Buyer',
  'Admin',
  'PaymentMethod',
  'PaymentTransaction',
  'Commission',
  'Chat',
  'Review',
  'Complaint',
  'Page',
  'Area',
  'City',
  'Address',
  'DynamicForm',
  'ReviewQuestion',
];

function bilingual(text: Localized): boolean {
  return text.en.trim() !== '' && text.ar.trim() !== '' && /[\u0600-\u06FF]/.test(text.ar);
}

const minimal: ModelDeclaration = {
  name: 'widgets',
  table: 'widgets',
  subject: 'Widget',
  label: { en: 'Widgets', ar: 'عناصر' },
  title: ['name'],
  columns: { name: 'string', owner_id: 'integer' },
  headers: [{ value: 'name', text: { en: 'Name', ar: 'الاسم' }, type: 'text', sortable: true }],
};

describe('declarations', () => {
  it('declare every model the spec lists, with the spec permission subjects', () => {
    for (const name of SPEC_MODELS) expect(findModel(name), name).toBeDefined();
    expect(modelPermissionSubjects()).toEqual(expect.arrayContaining(SPEC_SUBJECTS));
    expect(findModel('Product')).toBe(findModel('products'));
    expect(findModel('__proto__')).toBeUndefined();
  });

  it('are consistent with each other', () => {
    expect(validateModels(MODELS)).toEqual([]);
  });

  it('label everything in English and Arabic', () => {
    const missing: string[] = [];
    for (const model of MODELS) {
      const check = (where: string, text: Localized) => bilingual(text) || missing.push(`${model.name} ${where}`);
      check('label', model.label);
      model.fields.forEach((field) => {
        check(`field ${field.name}`, field.label);
        field.options?.forEach((option) => check(`option ${field.name}.${option.value}`, option.label));
      });
      model.ranges.forEach((range) => check(`range ${range.name}`, range.label));
      model.headers.forEach((header) => check(`header ${header.value}`, header.text));
      model.totals.forEach((total, index) => check(`total ${index}`, total.label));
      model.actions.forEach((action) => check(`action ${action.name}`, action.label));
    }
    // Star ratings are written with stars in both languages.
    expect(missing.filter((entry) => !entry.includes('option rating'))).toEqual([]);
  });

  it('link only to the detail pages of spec 2.2', () => {
    const routes = new Set(MODELS.flatMap((model) => (model.detailsRoute ? [model.detailsRoute] : [])));
    const allowed = [
      'users-details',
      'program-details',
      'Sub-programs-edit',
      'payout-request-details',
      'admins-details',
      'subscriptions-details',
      'property-details',
    ];
    for (const route of routes) expect(allowed).toContain(route);
    expect(findModel('users')?.detailsRoute).toBe('users-details');
    expect(findModel('admins')?.detailsRoute).toBe('admins-details');
    expect(findModel('payout-requests')?.detailsRoute).toBe('payout-request-details');
    expect(findModel('subscriptions')?.detailsRoute).toBe('subscriptions-details');
  });

  it('report mistakes in a new declaration clearly', () => {
    const broken = defineModel({
      ...minimal,
      name: 'Bad Name',
      fields: [
        { name: 'colour', label: minimal.label, type: 'varchar', searchable: true },
        { name: 'owner_id', label: minimal.label, type: 'select', remote: 'nobody' },
      ],
      ranges: [{ name: 'name', label: minimal.label, type: 'bigint' }],
      headers: [
        ...minimal.headers,
        { value: 'owner', text: minimal.label, type: 'link', relation: { key: 'owner_id', model: 'users' } },
        { value: 'name', text: minimal.label, type: 'text' },
        { value: 'state', text: minimal.label, type: 'status' },
        {
          value: 'owner_name',
          text: minimal.label,
          type: 'text',
          relation: { key: 'owner_id', model: 'users' },
          sortable: true,
        },
      ],
      actions: [{ name: 'delete', label: minimal.label, set: () => ({}) }],
    });
    const problems = validateModels([...MODELS, broken]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'Bad Name: name must be lower-case letters, digits and dashes',
        'Bad Name: field colour uses unknown column "colour"',
        'Bad Name: field owner_id points to unknown model "nobody"',
        'Bad Name: header "name" is declared twice',
        'Bad Name: status header state needs options',
        'Bad Name: header state uses unknown column "state"',
        'Bad Name: sortable header owner_name needs a sortColumn',
        'Bad Name: action "delete" is built in',
      ]),
    );
    expect(validateModels([...MODELS, defineModel({ ...minimal, name: 'users' })])).toContain(
      'model name "users" is declared twice',
    );
  });

  it('fill in defaults and the standard columns', () => {
    const model = defineModel({ ...minimal, enabled: true });
    expect(model.switches).toEqual({ notable: true, deletable: true, chartable: true });
    expect(Object.keys(model.storage)).toEqual([
      'id',
      'created_at',
      'updated_at',
      'deleted_at',
      'enabled',
      'name',
      'owner_id',
    ]);
    expect(model.storage.deleted_at).toEqual({ kind: 'timestamp', nullable: true });
    expect(model.defaultSort).toEqual({ column: 'id', desc: true });
  });

  it('derive the subject, the title and the form route a declaration leaves out', () => {
    const { subject: _subject, title: _title, ...bare } = minimal;
    expect(subjectOf('payment-methods')).toBe('PaymentMethod');
    expect(subjectOf('categories')).toBe('Category');
    expect(subjectOf('addresses')).toBe('Address');
    expect(subjectOf('exercises')).toBe('Exercise');
    expect(subjectOf('activity-log')).toBe('ActivityLog');
    const plain = defineModel(bare);
    expect(plain).toMatchObject({ subject: 'Widget', title: ['id'] });
    expect(plain.ops).toBeUndefined();
    const named = defineModel({
      ...bare,
      columns: { name_en: 'string', name_ar: 'string' },
      form: { fields: [{ name: 'name_en', label: minimal.label, type: 'text' }] },
    });
    expect(named).toMatchObject({ title: { en: 'name_en', ar: 'name_ar' }, ops: { path: 'ops' } });
    const own = defineModel({ ...minimal, ops: { path: 'widget-ops' }, form: named.form });
    expect(own).toMatchObject({ subject: 'Widget', title: ['name'], ops: { path: 'widget-ops' } });
  });

  it('seed a model after the models its references point to unless it names them', () => {
    const seed = { count: 1, row: () => ({}) };
    const headers: ModelDeclaration['headers'] = [
      { value: 'owner', text: minimal.label, type: 'text', relation: { key: 'owner_id', model: 'users' } },
      { value: 'parent', text: minimal.label, type: 'text', relation: { key: 'parent_id', model: 'widgets' } },
    ];
    const fields: ModelDeclaration['fields'] = [
      { name: 'city_id', label: minimal.label, type: 'select', remote: 'cities' },
    ];
    expect(defineModel({ ...minimal, headers, fields, seed }).seed?.after).toEqual(['cities', 'users']);
    expect(defineModel({ ...minimal, headers, seed: { ...seed, after: ['roles'] } }).seed?.after).toEqual(['roles']);
    expect(defineModel({ ...minimal, seed }).seed?.after).toBeUndefined();
    expect(findModel('addresses')?.seed?.after).toEqual(['areas', 'cities', 'users']);
  });
});

describe('tables and seed', () => {
  let handle: DatabaseHandle;
  let db: Kysely<any>;

  beforeAll(async () => {
    handle = createDatabase('sqlite::memory:');
    db = handle.db as Kysely<any>;
    await migrateToLatest(handle.db);
    await seedDemoAdmins(handle.db, { ...defaultConfig(), passwordHashing: { memoryCost: 1024, timeCost: 1 } });
    const started = Date.now();
    await seedModels(db);
    // Seeding everything takes a few seconds at most (one transaction, batched inserts).
    expect(Date.now() - started).toBeLessThan(10_000);
  });
  afterAll(() => handle.close());

  it('creates each table with its declared columns and partial indexes', async () => {
    const { rows: columns } = await sql<{ name: string }>`select name from pragma_table_info('orders')`.execute(db);
    expect(columns.map((row) => row.name)).toEqual(Object.keys(findModel('orders')!.storage));
    const indexes = await db
      .selectFrom('sqlite_master' as any)
      .select(['name', 'sql'])
      .where('tbl_name', '=', 'orders')
      .where('type', '=', 'index')
      .execute();
    const byName = Object.fromEntries(indexes.map((row: any) => [row.name, row.sql as string]));
    expect(byName.orders_status_total_created_at_index).toMatch(/where "deleted_at" is null/i);
    expect(byName.orders_trash_index).toMatch(/where "deleted_at" is not null/i);
  });

  it('seeds hundreds to thousands of rows, some trashed and some disabled, over the last 12 months', async () => {
    for (const name of [
      'users',
      'orders',
      'products',
      'subscriptions',
      'payout-requests',
      'reviews',
      'complaints',
      'coupons',
      'discounts',
    ]) {
      const model = findModel(name)!;
      const row = (await db
        .selectFrom(model.table)
        .select((eb: any) => [
          eb.fn.countAll().as('total'),
          eb.fn.count('deleted_at').as('trashed'),
          eb.fn.min('created_at').as('first'),
          eb.fn.max('created_at').as('last'),
        ])
        .executeTakeFirst()) as { total: number; trashed: number; first: string; last: string };
      expect(row.total, name).toBeGreaterThanOrEqual(300);
      expect(row.trashed, name).toBeGreaterThan(0);
      expect(Date.parse(row.first), name).toBeGreaterThan(Date.now() - 366 * 86_400_000);
      expect(Date.parse(row.last) - Date.parse(row.first), name).toBeGreaterThan(300 * 86_400_000);
      if (model.enabled) {
        const disabled: any = await db
          .selectFrom(model.table)
          .select((eb: any) => eb.fn.countAll().as('count'))
          .where('enabled', '=', 0)
          .executeTakeFirst();
        expect(Number(disabled.count), name).toBeGreaterThan(0);
      }
    }
    const arabic = await db
      .selectFrom('users')
      .select('first_name')
      .where('first_name', 'like', '%م%')
      .limit(1)
      .execute();
    expect(arabic).toHaveLength(1);
    const image: any = await db.selectFrom('products').select('image').executeTakeFirst();
    expect(image.image).toMatch(/^\/seed-images\/[1-8]\.png$/);
  });

  it('keeps the demo admins and roles', async () => {
    const emails = (
      await db
        .selectFrom('admins')
        .select('email')
        .where('email', 'in', ['admin@demo.test', 'support@demo.test'])
        .execute()
    ).map((row: any) => row.email);
    expect(emails.sort()).toEqual(['admin@demo.test', 'support@demo.test']);
    const roles = (await db.selectFrom('roles').select('name').execute()).map((row: any) => row.name);
    expect(roles).toEqual(expect.arrayContaining(['Super Admin', 'Support', 'Finance']));
    const seededAdmins: any = await db
      .selectFrom('admins')
      .select((eb: any) => eb.fn.countAll().as('count'))
      .where('email', 'like', '%@staff.example.test')
      .executeTakeFirst();
    expect(Number(seededAdmins.count)).toBeGreaterThan(20);
  });

  it('is deterministic: the same rows on another fresh database', async () => {
    const other = createDatabase('sqlite::memory:');
    try {
      await migrateToLatest(other.db);
      await seedModels(other.db as Kysely<any>, { scale: 0.1, only: ['users', 'categories', 'sellers', 'products'] });
      const pick = (database: Kysely<any>) =>
        database
          .selectFrom('products')
          .select(['name_en', 'name_ar', 'price', 'status', 'seller_id'])
          .orderBy('id')
          .limit(20)
          .execute();
      const again = createDatabase('sqlite::memory:');
      await migrateToLatest(again.db);
      await seedModels(again.db as Kysely<any>, { scale: 0.1, only: ['users', 'categories', 'sellers', 'products'] });
      expect(await pick(other.db as Kysely<any>)).toEqual(await pick(again.db as Kysely<any>));
      const count: any = await (other.db as Kysely<any>)
        .selectFrom('products')
        .select((eb: any) => eb.fn.countAll().as('count'))
        .executeTakeFirst();
      expect(Number(count.count)).toBe(200);
      await again.close();
    } finally {
      await other.close();
    }
  });

  it('gives the dashboard its cards', async () => {
    const { cards } = await dashboardCounts(db);
    expect(cards.map((card) => card.key)).toEqual(
      expect.arrayContaining([
        'users',
        'active_subscriptions',
        'orders',
        'products',
        'pending_payout_requests',
        'open_complaints',
      ]),
    );
    for (const card of cards) expect(card.count, card.key).toBeGreaterThan(0);
  });
});
