// Marketplace buyers (each is a user who orders).
import { L, options, total } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, enabledListed, integer, member, money, status } from './define/props';
import { STATE } from './define/states';

const tiers = options({
  bronze: ['Bronze', 'برونزي', 'default'],
  silver: ['Silver', 'فضي', 'info'],
  gold: ['Gold', 'ذهبي', 'warning'],
  platinum: ['Platinum', 'بلاتيني', 'secondary'],
});
const statuses = options({ active: STATE.active, blocked: ['Blocked', 'محظور', 'error'] });

export default defineModel({
  name: 'buyers',
  label: L('Buyers', 'المشترون'),
  menu: { group: 'users_roles', icon: 'ShoppingBag', order: 30 },
  props: [
    member({ filter: true }),
    status(tiers, { name: 'tier', label: L('Tier', 'المستوى'), filter: true }),
    integer('orders_count', L('Orders', 'الطلبات'), { range: true }),
    money('total_spent', L('Total spent', 'إجمالي الإنفاق'), { range: true }),
    status(statuses, { filter: true }),
    enabledListed,
    createdAt,
  ],
  indexes: [['user_id'], ['status', 'created_at']],
  totals: [total.sum('total_spent', L('Total spent', 'إجمالي الإنفاق'))],
  seed: {
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
