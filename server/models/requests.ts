// Buyer requests that sellers answer with offers.
import { action, L, LABELS, options } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, date, integer, member, money, ref, status, text } from './define/props';
import { REQUEST_TITLES } from './seed/vocabulary';
import { STATE } from './define/states';

const statuses = options({
  open: ['Open', 'مفتوح', 'info'],
  in_progress: ['In progress', 'قيد التنفيذ', 'warning'],
  closed: ['Closed', 'مغلق', 'success'],
  expired: STATE.expired,
});

const title = text('title', LABELS.title, { filter: true });
const buyer = member({ filter: true }, L('Buyer', 'المشتري'));
const category = ref('category', LABELS.category, 'categories', { filter: true });
const budget = money('budget', L('Budget', 'الميزانية'), { range: true });
const offers = integer('offers_count', L('Offers', 'العروض'));
const deliveryDate = date('delivery_date', L('Delivery date', 'تاريخ التسليم'), { range: true });
const state = status(statuses, { filter: true });

export default defineModel({
  name: 'requests',
  label: L('Requests', 'الطلبات الخاصة'),
  menu: { group: 'marketplace', icon: 'Assignment', order: 30, label: L('Requests', 'طلبات الخدمات') },
  dateShortcuts: 'delivery_date',
  title: ['title'],
  indexes: [['status', 'created_at'], ['delivery_date'], ['user_id']],
  props: [title, buyer, category, budget, offers, deliveryDate, state, createdAt],
  columns: [buyer, title, category, budget, deliveryDate, state, offers],
  fields: [title, state, buyer, category],
  ranges: [deliveryDate, budget, createdAt],
  actions: [action.transition('close', L('Close', 'إغلاق'), { from: ['open', 'in_progress'], to: 'closed' })],
  seed: {
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
