// Back-office admins (core table). Admins whose role is 'Super Admin' can never be deleted.
import type { Kysely } from 'kysely';
import { adminSingle } from '../auth/admin-single';
import { requireContained } from '../auth/containment';
import { L, LABELS } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, enabledListed, fullName, image, ref, text } from './define/props';
import type { Random } from './seed/random';
import { imageUrl, personName } from './seed/vocabulary';

// Seeded admins cannot sign in: the stored hash is not a valid argon2 hash, so every check fails.
const NO_PASSWORD = '!seeded-admin-without-password';

async function seedAdmins(db: Kysely<any>, random: Random): Promise<void> {
  const roles = await db.selectFrom('roles').select(['id', 'name']).where('name', '!=', 'Super Admin').execute();
  if (roles.length === 0) return;
  const rows = [];
  for (let index = 0; index < 60; index += 1) {
    const person = personName(random);
    const createdAt = new Date(Date.now() - random.int(1, 360) * 86_400_000).toISOString();
    rows.push({
      first_name: person.first,
      last_name: person.last,
      email: `${person.latin}.admin${index + 1}@staff.example.test`,
      password_hash: NO_PASSWORD,
      image: random.chance(0.7) ? imageUrl('avatars', index + 7) : null,
      role_id: random.pick(roles).id,
      enabled: random.chance(0.85) ? 1 : 0,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: random.chance(0.05) ? createdAt : null,
    });
  }
  await db.insertInto('admins').values(rows).execute();
}

const picture = image('image', LABELS.image, { column: 'text?' });
const email = text('email', LABELS.email, { filter: true });
const role = ref('role', L('Role', 'الدور'), 'roles', { column: 'integer?', filter: true });

export default defineModel({
  name: 'admins',
  label: L('Admins', 'المشرفون'),
  menu: { group: 'users_roles', icon: 'AdminPanelSettings', order: 40, label: L('Admins', 'المشرفون') },
  ops: { path: 'ops' },
  details: '',
  title: ['first_name', 'last_name'],
  detailsRoute: 'admins-details',
  core: true,
  props: [fullName, picture, email, role, enabledListed, createdAt],
  columns: [fullName, email, { password_hash: 'text' }, picture, role],
  hidden: ['password_hash'],
  protectedRows: { relation: { key: 'role_id', model: 'roles' }, column: 'name', values: ['Super Admin'] },
  seed: { custom: seedAdmins, after: ['roles'] },
  // Role, permissions and last sign-in for the details page.
  single: adminSingle,
  // Nobody deletes, restores, enables or disables an admin who holds more than they do.
  async beforeBuiltInAction(_action, { trx, ids, actor }) {
    await requireContained(trx, actor, ids);
  },
  // A disabled or deleted admin's sessions end for good: enabling or restoring it later needs a new sign-in.
  async afterBuiltInAction(action, { trx, ids, now }) {
    if (action !== 'disable' && action !== 'delete') return;
    await trx
      .updateTable('admin_tokens')
      .set({ revoked_at: now })
      .where('admin_id', 'in', ids)
      .where('revoked_at', 'is', null)
      .execute();
  },
});
