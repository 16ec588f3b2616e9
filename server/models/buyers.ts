// Marketplace buyers (each is a user who orders).
import { field, header, L, LABELS, options, range, total } from './define/common';
import { defineModel } from './define/define-model';

const tiers = options({
  bronze: ['Bronze', 'برونزي', 'default'],
  silver: ['Silver', 'فضي', 'info'],
  gold: ['Gold', 'ذهبي', 'warning'],
  platinum: ['Platinum', 'بلاتيني', 'secondary'],
});
const statuses = options({ active: ['Active', 'نشط', 'success'], blocked: ['Blocked', 'محظور', 'error'] });

export default defineModel({
  name: 'buyers',
  table: 'buyers',
  subject: 'Buyer',
  label: L('Buyers', 'المشترون'),
  menu: { group: 'users_roles', icon: 'ShoppingBag', order: 30 },
  title: ['id'],
  columns: { user_id: 'integer', tier: 'string', orders_count: 'integer', total_spent: 'decimal', status: 'string' },
  enabled: true,
  indexes: [['user_id'], ['status', 'created_at']],
  fields: [
    field.remote('user_id', LABELS.user, 'users'),
    { name: 'tier', label: L('Tier', 'المستوى'), type: 'select', options: tiers, multiple: true },
    field.status(statuses),
    field.enabled,
  ],
  ranges: [
    range.number('orders_count', L('Orders', 'الطلبات')),
    range.number('total_spent', L('Total spent', 'إجمالي الإنفاق')),
    range.createdAt,
  ],
  headers: [
    header.relation('user', LABELS.user, 'user_id', 'users', 'link'),
    header.status(tiers, 'tier', L('Tier', 'المستوى')),
    header.number('orders_count', L('Orders', 'الطلبات')),
    header.amount('total_spent', L('Total spent', 'إجمالي الإنفاق')),
    header.status(statuses),
    header.enabled,
    header.createdAt,
  ],
  totals: [total.sum('total_spent', L('Total spent', 'إجمالي الإنفاق'))],
  seed: {
    after: ['users'],
    count: 1000,
    row({ random, pick }) {
      const orders = random.int(0, 60);
      const spent = orders === 0 ? 0 : random.amount(orders * 150, orders * 900);
      return {
        user_id: pick('users'),
        tier: spent > 30_000 ? 'platinum' : spent > 12_000 ? 'gold' : spent > 4_000 ? 'silver' : 'bronze',
        orders_count: orders,
        total_spent: spent,
        status: random.chance(0.95) ? 'active' : 'blocked',
      };
    },
  },
});
