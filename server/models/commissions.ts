// The platform's commission on each seller's order.
import {
  createdAtHeader,
  createdAtRange,
  L,
  LABELS,
  options,
  remoteField,
  statusField,
  statusHeader,
} from './define/common';
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
  fields: [remoteField('seller_id', LABELS.seller, 'sellers'), statusField(statuses)],
  ranges: [{ name: 'amount', label: LABELS.amount, type: 'bigint' }, createdAtRange],
  headers: [
    { value: 'seller', text: LABELS.seller, type: 'text', relation: { key: 'seller_id', model: 'sellers' } },
    { value: 'order', text: L('Order', 'الطلب'), type: 'text', relation: { key: 'order_id', model: 'orders' } },
    { value: 'order_total', text: L('Order total', 'إجمالي الطلب'), type: 'amount', sortable: true },
    { value: 'rate', text: L('Rate %', 'النسبة'), type: 'number', sortable: true },
    { value: 'amount', text: LABELS.amount, type: 'amount', sortable: true },
    statusHeader(statuses),
    createdAtHeader,
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
