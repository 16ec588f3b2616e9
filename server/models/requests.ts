// Buyer requests that sellers answer with offers.
import { action, field, header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';
import { REQUEST_TITLES } from './seed/vocabulary';

const statuses = options({
  open: ['Open', 'مفتوح', 'info'],
  in_progress: ['In progress', 'قيد التنفيذ', 'warning'],
  closed: ['Closed', 'مغلق', 'success'],
  expired: ['Expired', 'منتهي', 'error'],
});

export default defineModel({
  name: 'requests',
  table: 'requests',
  subject: 'Request',
  label: L('Requests', 'الطلبات الخاصة'),
  menu: { group: 'marketplace', icon: 'Assignment', order: 30, label: L('Requests', 'طلبات الخدمات') },
  dateShortcuts: 'delivery_date',
  title: ['title'],
  columns: {
    user_id: 'integer',
    title: 'string',
    category_id: 'integer',
    budget: 'decimal',
    delivery_date: 'date',
    status: 'string',
    offers_count: 'integer',
  },
  indexes: [['status', 'created_at'], ['delivery_date'], ['user_id']],
  fields: [
    field.text('title', LABELS.title),
    field.status(statuses),
    field.remote('user_id', L('Buyer', 'المشتري'), 'users'),
    field.remote('category_id', LABELS.category, 'categories'),
  ],
  ranges: [
    range.date('delivery_date', L('Delivery date', 'تاريخ التسليم')),
    range.number('budget', L('Budget', 'الميزانية')),
    range.createdAt,
  ],
  headers: [
    header.text('title', LABELS.title),
    header.relation('user', L('Buyer', 'المشتري'), 'user_id', 'users', 'link'),
    header.relation('category', LABELS.category, 'category_id', 'categories'),
    header.amount('budget', L('Budget', 'الميزانية')),
    header.number('offers_count', L('Offers', 'العروض')),
    header.date('delivery_date', L('Delivery date', 'تاريخ التسليم')),
    header.status(statuses),
    header.createdAt,
  ],
  actions: [action.transition('close', L('Close', 'إغلاق'), { from: ['open', 'in_progress'], to: 'closed' })],
  seed: {
    after: ['categories', 'users'],
    count: 900,
    row({ random, pick, createdAt }) {
      const [en, ar] = random.pick(REQUEST_TITLES);
      const delivery = new Date(Date.parse(createdAt) + random.int(2, 45) * 86_400_000);
      const past = delivery.getTime() < Date.now();
      return {
        user_id: pick('users'),
        title: random.chance(0.4) ? ar : en,
        category_id: pick('categories'),
        budget: random.pick([300, 500, 800, 1200, 2000, 3500, 5000]),
        delivery_date: delivery.toISOString().slice(0, 10),
        status: past
          ? random.weighted([
              ['closed', 70],
              ['expired', 30],
            ])
          : random.weighted([
              ['open', 60],
              ['in_progress', 40],
            ]),
        offers_count: random.int(0, 8),
      };
    },
  },
});
