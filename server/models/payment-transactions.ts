// Card, wallet and cash payments of orders.
import {
  createdAtHeader,
  createdAtRange,
  L,
  LABELS,
  options,
  remoteField,
  statusField,
  statusHeader,
  textField,
} from './define/common';
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
    textField('reference', L('Reference', 'المرجع')),
    statusField(statuses),
    remoteField('user_id', LABELS.user, 'users'),
    remoteField('payment_method_id', L('Payment method', 'طريقة الدفع'), 'payment-methods'),
  ],
  ranges: [{ name: 'amount', label: LABELS.amount, type: 'bigint' }, createdAtRange],
  headers: [
    { value: 'reference', text: L('Reference', 'المرجع'), type: 'text', sortable: true },
    { value: 'order', text: L('Order', 'الطلب'), type: 'text', relation: { key: 'order_id', model: 'orders' } },
    { value: 'user', text: LABELS.user, type: 'link', relation: { key: 'user_id', model: 'users' } },
    {
      value: 'payment_method',
      text: L('Payment method', 'طريقة الدفع'),
      type: 'text',
      relation: { key: 'payment_method_id', model: 'payment-methods' },
    },
    { value: 'amount', text: LABELS.amount, type: 'amount', sortable: true },
    statusHeader(statuses),
    createdAtHeader,
  ],
  totals: [
    { kind: 'sum', column: 'amount', label: L('Total amount', 'إجمالي المبالغ') },
    { kind: 'countBy', column: 'status', options: statuses, label: LABELS.byStatus },
  ],
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
