// Card, wallet and cash payments of orders.
import { field, header, L, LABELS, options, range, total } from './define/common';
import { defineModel } from './define/define-model';

const statuses = options({
  succeeded: ['Succeeded', 'ناجحة', 'success'],
  pending: ['Pending', 'قيد الانتظار', 'warning'],
  failed: ['Failed', 'فاشلة', 'error'],
  refunded: ['Refunded', 'مستردة', 'info'],
});

export default defineModel({
  name: 'payment-transactions',
  table: 'payment_transactions',
  subject: 'PaymentTransaction',
  label: L('Payment Transactions', 'معاملات الدفع'),
  menu: { group: 'financial', icon: 'ReceiptLong', order: 20 },
  title: ['reference'],
  columns: {
    reference: 'string',
    order_id: 'integer',
    user_id: 'integer',
    payment_method_id: 'integer',
    amount: 'decimal',
    status: 'string',
  },
  indexes: [['reference'], ['order_id'], ['status', 'created_at']],
  fields: [
    field.text('reference', L('Reference', 'المرجع')),
    field.status(statuses),
    field.remote('user_id', LABELS.user, 'users'),
    field.remote('payment_method_id', L('Payment method', 'طريقة الدفع'), 'payment-methods'),
  ],
  ranges: [range.number('amount', LABELS.amount), range.createdAt],
  headers: [
    header.text('reference', L('Reference', 'المرجع')),
    header.relation('order', L('Order', 'الطلب'), 'order_id', 'orders'),
    header.relation('user', LABELS.user, 'user_id', 'users', 'link'),
    header.relation('payment_method', L('Payment method', 'طريقة الدفع'), 'payment_method_id', 'payment-methods'),
    header.amount('amount', LABELS.amount),
    header.status(statuses),
    header.createdAt,
  ],
  totals: [total.sum('amount', L('Total amount', 'إجمالي المبالغ')), total.byStatus(statuses)],
  seed: {
    after: ['orders', 'payment-methods', 'users'],
    count: 3000,
    row({ index, random, pick }) {
      return {
        reference: `TX-${String(index + 1).padStart(7, '0')}`,
        order_id: pick('orders'),
        user_id: pick('users'),
        payment_method_id: pick('payment-methods'),
        amount: random.amount(60, 5000),
        status: random.weighted([
          ['succeeded', 82],
          ['pending', 5],
          ['failed', 8],
          ['refunded', 5],
        ]),
      };
    },
  },
});
