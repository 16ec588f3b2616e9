// Marketplace orders.
import { action, L, LABELS, options, total } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, date, integer, member, money, ref, status, text } from './define/props';
import { DAY, isoDate, weightedByAge } from './seed/dates';
import { STATE } from './define/states';

export const ORDER_STATUSES = options({
  pending: STATE.pending,
  paid: ['Paid', 'مدفوع', 'info'],
  shipped: ['Shipped', 'تم الشحن', 'primary'],
  delivered: ['Delivered', 'تم التوصيل', 'success'],
  cancelled: STATE.cancelled,
  refunded: ['Refunded', 'مسترد', 'error'],
});

const number = text('order_number', L('Order number', 'رقم الطلب'), { filter: true });
const buyer = member({ filter: true }, L('Buyer', 'المشتري'));
const seller = ref('seller', LABELS.seller, 'sellers', { filter: true });
const method = ref('payment_method', L('Payment method', 'طريقة الدفع'), 'payment-methods', { filter: true });
const items = integer('items_count', L('Items', 'المنتجات'));
const orderTotal = money('total', L('Total', 'الإجمالي'), { range: true });
const state = status(ORDER_STATUSES, { filter: true });
const delivery = date('delivery_date', L('Delivery date', 'تاريخ التوصيل'), { range: true });

export default defineModel({
  name: 'orders',
  label: L('Orders', 'الطلبات'),
  menu: { group: 'marketplace', icon: 'ShoppingCart', order: 50 },
  dateShortcuts: 'delivery_date',
  title: ['order_number'],
  props: [number, buyer, seller, method, items, orderTotal, state, delivery, createdAt],
  // A million rows. Each sortable column leads an index followed by the id (the list's tie-breaker, so
  // the index gives the page's exact order) and the status (so a status filter is checked in the index);
  // status + total ranges, which the summary does not hold, have a covering index for their totals.
  indexes: [
    ['user_id'],
    ['seller_id'],
    ['status', 'total', 'created_at'],
    ['status', 'id'],
    ['created_at', 'id', 'status'],
    ['order_number', 'id', 'status'],
    ['delivery_date', 'id', 'status'],
    ['total', 'id', 'status'],
    ['items_count', 'id', 'status'],
  ],
  // By status alone (a few thousand rows) for most lists; with the delivery day for delivery-date ranges.
  summaries: [['status'], ['status', 'delivery_date']],
  textIndex: ['order_number'],
  fields: [number, state, buyer, seller, method],
  totals: [total.sum('total', L('Total sales', 'إجمالي المبيعات')), total.byStatus(ORDER_STATUSES)],
  actions: [
    action.transition('mark_delivered', L('Mark as delivered', 'تعليم كمُسلَّم'), {
      from: ['paid', 'shipped'],
      to: 'delivered',
    }),
  ],
  seed: {
    count: 3000,
    row({ index, random, pick, createdAt }) {
      const status = weightedByAge(
        random,
        createdAt,
        5,
        [
          ['pending', 30],
          ['paid', 35],
          ['shipped', 30],
          ['cancelled', 5],
        ],
        [
          ['delivered', 78],
          ['cancelled', 10],
          ['refunded', 6],
          ['shipped', 3],
          ['paid', 3],
        ],
      );
      const items = random.int(1, 6);
      return {
        order_number: `ORD-${String(100_000 + index)}`,
        user_id: pick('users'),
        seller_id: pick('sellers'),
        payment_method_id: pick('payment-methods'),
        items_count: items,
        total: random.amount(items * 60, items * 900),
        status,
        delivery_date: isoDate(Date.parse(createdAt) + random.int(1, 7) * DAY),
      };
    },
  },
});
