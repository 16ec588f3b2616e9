// Admin roles (core table). The 'Super Admin' role can never be deleted.
import type { Kysely } from 'kysely';
import { field, header, L, LABELS, range } from './define/common';
import { defineModel } from './define/define-model';
import { refuseRolesInUse } from '../auth/role-in-use';

const SEEDED_ROLES: Record<string, string[]> = {
  'Content Editor': [
    'view-Page',
    'create-pages',
    'edit-pages',
    'view-Faq',
    'create-faqs',
    'edit-faqs',
    'view-ReviewQuestion',
    'edit-reviewquestions',
  ],
  Finance: [
    'view-PayoutRequest',
    'edit-payoutrequests',
    'view-PaymentTransaction',
    'view-Commission',
    'edit-commissions',
    'view-CommissionRule',
    'view-EarnedCommission',
    'edit-earnedcommissions',
    'view-Subscription',
    'view-Order',
  ],
  'Marketplace Manager': [
    'view-Product',
    'manage-products',
    'view-Service',
    'manage-services',
    'view-Order',
    'manage-orders',
    'view-Seller',
    'manage-sellers',
    'view-Category',
    'manage-categories',
  ],
  'Customer Care': [
    'view-User',
    'view-Chat',
    'edit-chats',
    'view-Complaint',
    'edit-complaints',
    'view-Review',
    'edit-reviews',
    'view-Order',
  ],
  Viewer: ['view-User', 'view-Product', 'view-Order', 'view-Subscription'],
};

async function seedRoles(db: Kysely<any>): Promise<void> {
  const existing = new Set((await db.selectFrom('roles').select('name').execute()).map((row) => row.name as string));
  const now = new Date().toISOString();
  const rows = Object.entries(SEEDED_ROLES)
    .filter(([name]) => !existing.has(name))
    .map(([name, permissions]) => ({
      name,
      permissions: JSON.stringify(permissions),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    }));
  if (rows.length > 0) await db.insertInto('roles').values(rows).execute();
}

export default defineModel({
  name: 'roles',
  label: L('Roles', 'الأدوار'),
  menu: { group: 'administration', icon: 'Security', order: 10, path: '/roles/' },
  ops: { path: 'ops' },
  title: ['name'],
  core: true,
  columns: { name: 'string', permissions: 'text' },
  switches: { chartable: false, notable: false },
  protectedRows: { column: 'name', values: ['Super Admin'] },
  fields: [field.text('name', LABELS.name)],
  ranges: [range.createdAt],
  headers: [header.text('name', LABELS.name), header.createdAt],
  defaultSort: { column: 'id', desc: false },
  seed: { custom: seedRoles },
  async beforeBuiltInAction(action, { trx, ids, language }) {
    if (action === 'delete') {
      await refuseRolesInUse(trx, ids, language);
      // A deleted role shares no saved view any more (restoring it does not share them again).
      await trx.deleteFrom('saved_view_roles').where('role_id', 'in', ids).execute();
    }
  },
});
