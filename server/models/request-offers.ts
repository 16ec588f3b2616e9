// Sellers' offers on buyer requests.
import { action, L, LABELS, options } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, integer, money, ref, status, text } from './define/props';
import { STATE } from './define/states';

const statuses = options({
  pending: STATE.pending,
  accepted: ['Accepted', 'مقبول', 'success'],
  rejected: STATE.rejected,
  withdrawn: ['Withdrawn', 'مسحوب', 'default'],
});
const MESSAGES = [
  ['We can deliver within the week.', 'يمكننا التسليم خلال الأسبوع.'],
  ['Price includes delivery.', 'السعر شامل التوصيل.'],
  ['Certified coach, 8 years of experience.', 'مدرب معتمد بخبرة ٨ سنوات.'],
  ['Can start tomorrow.', 'يمكن البدء غدًا.'],
] as const;

export default defineModel({
  name: 'request-offers',
  label: L('Request Offers', 'عروض الطلبات'),
  menu: { group: 'marketplace', icon: 'LocalOffer', order: 40 },
  props: [
    ref('request', L('Request', 'الطلب'), 'requests', { filter: true }),
    ref('seller', LABELS.seller, 'sellers', { filter: true }),
    money('price', LABELS.price, { range: true }),
    integer('delivery_days', L('Delivery days', 'أيام التسليم'), { range: true }),
    text('message', L('Message', 'الرسالة'), { column: 'text', header: { sortable: false } }),
    status(statuses, { filter: true }),
    createdAt,
  ],
  indexes: [['request_id'], ['status', 'created_at']],
  actions: [action.transition('reject', L('Reject', 'رفض'), { from: ['pending'], to: 'rejected' })],
  seed: {
    count: 1800,
    row({ random, pick }) {
      const [en, ar] = random.pick(MESSAGES);
      return {
        request_id: pick('requests'),
        seller_id: pick('sellers'),
        price: random.pick([250, 400, 600, 900, 1500, 2500, 4000]),
        delivery_days: random.int(1, 21),
        message: random.chance(0.4) ? ar : en,
        status: random.weighted([
          ['pending', 40],
          ['accepted', 20],
          ['rejected', 30],
          ['withdrawn', 10],
        ]),
      };
    },
  },
});
