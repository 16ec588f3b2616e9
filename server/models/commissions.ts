// The platform's commission on each seller's order.
import { field, header, L, LABELS, options, range } from './define/common';
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
  ranges: [{ name: 'amount', label: LABELS.amount, type: 'bigint' }, range.createdAt],
  headers: [
    header.relation('seller', LABELS.seller, 'seller_id', 'sellers'),
    header.relation('order', L('Order', 'الطلب'), 'order_id', 'orders'),
    { value: 'order_total', text: L('Order total', 'إجمالي الطلب'), type: 'amount', sortable: true },
    { value: 'rate', text: L('Rate %', 'النسبة'), type: 'number', sortable: true },
    { value: 'amount', text: LABELS.amount, type: 'amount', sortable: true },
    header.status(statuses),
    header.createdAt,
  ],
  totals: [
    { kind: 'sum', column: 'amount', label: L('Total commission', 'إجمالي العمولات') },
    { kind: 'countBy', column: 'status', options: statuses, label: LABELS.byStatus },
  ],
  actions: [
    {
      name: 'mark_paid',
      label: L('Mark as paid', 'تعليم كمدفوعة'),
      onlyWhen: { column: 'status', values: ['due'] },
      set: (now) => ({ status: 'paid', updated_at: now }),
    },
  ],
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
