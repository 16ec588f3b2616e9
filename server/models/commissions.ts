// The platform's commission on each seller's order.
import { action, L, LABELS, options, total } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, money, number, ref, status } from './define/props';

const statuses = options({
  due: ['Due', 'مستحقة', 'warning'],
  paid: ['Paid', 'مدفوعة', 'success'],
  waived: ['Waived', 'معفاة', 'default'],
});

export default defineModel({
  name: 'commissions',
  label: L('Commissions', 'العمولات'),
  menu: { group: 'financial', icon: 'Percent', order: 30 },
  indexes: [['seller_id'], ['status', 'created_at']],
  props: [
    ref('seller', LABELS.seller, 'sellers', { filter: true }),
    ref('order', LABELS.order, 'orders'),
    money('order_total', L('Order total', 'إجمالي الطلب')),
    number('rate', L('Rate %', 'النسبة')),
    money('amount', LABELS.amount, { range: true }),
    status(statuses, { filter: true }),
    createdAt,
  ],
  totals: [total.sum('amount', L('Total commission', 'إجمالي العمولات')), total.byStatus(statuses)],
  actions: [action.transition('mark_paid', L('Mark as paid', 'تعليم كمدفوعة'), { from: ['due'], to: 'paid' })],
  seed: {
    count: 2000,
    row({ random, pick }) {
      const total = random.amount(100, 6000);
      const rate = random.pick([5, 7.5, 10, 12.5, 15]);
      return {
        seller_id: pick('sellers'),
        order_id: pick('orders'),
        order_total: total,
        rate,
        amount: Math.round(total * rate) / 100,
        status: random.weighted([
          ['paid', 65],
          ['due', 30],
          ['waived', 5],
        ]),
      };
    },
  },
});
