// Marketplace orders.
import { action, field, header, L, LABELS, options, range, total } from './define/common';
import { defineModel } from './define/define-model';

export const ORDER_STATUSES = options({
  pending: ['Pending', 'قيد الانتظار', 'warning'],
  paid: ['Paid', 'مدفوع', 'info'],
  shipped: ['Shipped', 'تم الشحن', 'primary'],
  delivered: ['Delivered', 'تم التوصيل', 'success'],
  cancelled: ['Cancelled', 'ملغي', 'default'],
  refunded: ['Refunded', 'مسترد', 'error'],
});

export default defineModel({
  name: 'orders',
  subject: 'Order',
  label: L('Orders', 'الطلبات'),
  menu: { group: 'marketplace', icon: 'ShoppingCart', order: 50 },
  dateShortcuts: 'delivery_date',
  title: ['order_number'],
  columns: {
    order_number: 'string',
    user_id: 'integer',
    seller_id: 'integer',
    payment_method_id: 'integer',
    items_count: 'integer',
    total: 'decimal',
    status: 'string',
    delivery_date: 'date',
  },
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
  fields: [
    field.text('order_number', L('Order number', 'رقم الطلب')),
    field.status(ORDER_STATUSES),
    field.remote('user_id', L('Buyer', 'المشتري'), 'users'),
    field.remote('seller_id', LABELS.seller, 'sellers'),
    field.remote('payment_method_id', L('Payment method', 'طريقة الدفع'), 'payment-methods'),
  ],
  ranges: [
    range.number('total', L('Total', 'الإجمالي')),
    range.date('delivery_date', L('Delivery date', 'تاريخ التوصيل')),
    range.createdAt,
  ],
  headers: [
    header.text('order_number', L('Order number', 'رقم الطلب')),
    header.relation('user', L('Buyer', 'المشتري'), 'user_id', 'users', 'link'),
    header.relation('seller', LABELS.seller, 'seller_id', 'sellers'),
    header.relation('payment_method', L('Payment method', 'طريقة الدفع'), 'payment_method_id', 'payment-methods'),
    header.number('items_count', L('Items', 'المنتجات')),
    header.amount('total', L('Total', 'الإجمالي')),
    header.status(ORDER_STATUSES),
    header.date('delivery_date', L('Delivery date', 'تاريخ التوصيل')),
    header.createdAt,
  ],
  totals: [total.sum('total', L('Total sales', 'إجمالي المبيعات')), total.byStatus(ORDER_STATUSES)],
  actions: [
    action.transition('mark_delivered', L('Mark as delivered', 'تعليم كمُسلَّم'), {
      from: ['paid', 'shipped'],
      to: 'delivered',
    }),
  ],
  seed: {
    after: ['payment-methods', 'sellers', 'users'],
    count: 3000,
    row({ index, random, pick, createdAt }) {
      const age = Date.now() - Date.parse(createdAt);
      const status =
        age < 5 * 86_400_000
          ? random.weighted([
              ['pending', 30],
              ['paid', 35],
              ['shipped', 30],
              ['cancelled', 5],
            ])
          : random.weighted([
              ['delivered', 78],
              ['cancelled', 10],
              ['refunded', 6],
              ['shipped', 3],
              ['paid', 3],
            ]);
      const items = random.int(1, 6);
      return {
        order_number: `ORD-${String(100_000 + index)}`,
        user_id: pick('users'),
        seller_id: pick('sellers'),
        payment_method_id: pick('payment-methods'),
        items_count: items,
        total: random.amount(items * 60, items * 900),
        status,
        delivery_date: new Date(Date.parse(createdAt) + random.int(1, 7) * 86_400_000).toISOString().slice(0, 10),
      };
    },
  },
});
