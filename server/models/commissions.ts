// The platform's commission on each seller's order.
import { action, field, header, L, LABELS, options, range, total } from './define/common';
import { defineModel } from './define/define-model';

const statuses = options({
  due: ['Due', 'مستحقة', 'warning'],
  paid: ['Paid', 'مدفوعة', 'success'],
  waived: ['Waived', 'معفاة', 'default'],
});

export default defineModel({
  name: 'commissions',
  table: 'commissions',
  subject: 'Commission',
  label: L('Commissions', 'العمولات'),
  menu: { group: 'financial', icon: 'Percent', order: 30 },
  title: ['id'],
  columns: {
    seller_id: 'integer',
    order_id: 'integer',
    order_total: 'decimal',
    rate: 'decimal',
    amount: 'decimal',
    status: 'string',
  },
  indexes: [['seller_id'], ['status', 'created_at']],
  fields: [field.remote('seller_id', LABELS.seller, 'sellers'), field.status(statuses)],
  ranges: [range.number('amount', LABELS.amount), range.createdAt],
  headers: [
    header.relation('seller', LABELS.seller, 'seller_id', 'sellers'),
    header.relation('order', L('Order', 'الطلب'), 'order_id', 'orders'),
    header.amount('order_total', L('Order total', 'إجمالي الطلب')),
    header.number('rate', L('Rate %', 'النسبة')),
    header.amount('amount', LABELS.amount),
    header.status(statuses),
    header.createdAt,
  ],
  totals: [total.sum('amount', L('Total commission', 'إجمالي العمولات')), total.byStatus(statuses)],
  actions: [action.transition('mark_paid', L('Mark as paid', 'تعليم كمدفوعة'), { from: ['due'], to: 'paid' })],
  seed: {
    after: ['orders', 'sellers'],
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
