// Card, wallet and cash payments of orders.
import { L, LABELS, options, total } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, member, money, ref, status, text } from './define/props';
import { STATE } from './define/states';

const statuses = options({
  succeeded: ['Succeeded', 'ناجحة', 'success'],
  pending: STATE.pending,
  failed: ['Failed', 'فاشلة', 'error'],
  refunded: ['Refunded', 'مستردة', 'info'],
});

const reference = text('reference', L('Reference', 'المرجع'), { filter: true });
const order = ref('order', LABELS.order, 'orders');
const user = member({ filter: true });
const method = ref('payment_method', L('Payment method', 'طريقة الدفع'), 'payment-methods', { filter: true });
const state = status(statuses, { filter: true });

export default defineModel({
  name: 'payment-transactions',
  label: L('Payment Transactions', 'معاملات الدفع'),
  menu: { group: 'financial', icon: 'ReceiptLong', order: 20 },
  title: ['reference'],
  indexes: [['reference'], ['order_id'], ['status', 'created_at']],
  props: [reference, order, user, method, money('amount', LABELS.amount, { range: true }), state, createdAt],
  fields: [reference, state, user, method],
  totals: [total.sum('amount', L('Total amount', 'إجمالي المبالغ')), total.byStatus(statuses)],
  seed: {
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
