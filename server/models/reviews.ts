// Buyers' reviews of products.
import { action, field, header, L, LABELS, options, total } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, html, member, prop, ref, status } from './define/props';
import { paragraph, REVIEW_COMMENTS } from './seed/vocabulary';

const statuses = options({
  published: ['Published', 'منشورة', 'success'],
  pending: ['Pending', 'قيد المراجعة', 'warning'],
  hidden: ['Hidden', 'مخفية', 'default'],
});
const ratings = [1, 2, 3, 4, 5].map((value) => ({ value, label: { en: '★'.repeat(value), ar: '★'.repeat(value) } }));

export default defineModel({
  name: 'reviews',
  label: L('Reviews', 'التقييمات'),
  menu: { group: 'content_support', icon: 'RateReview', order: 20 },
  props: [
    ref('product', L('Product', 'المنتج'), 'products', { filter: true }),
    member({ filter: true }),
    prop('rating', {
      columns: { rating: 'integer' },
      filters: [field.status(ratings, 'rating', LABELS.rating)],
      headers: [header.rating('rating', LABELS.rating)],
    }),
    html('comment', L('Comment', 'التعليق')),
    status(statuses, { filter: true }),
    createdAt,
  ],
  indexes: [['product_id'], ['user_id'], ['status', 'created_at']],
  totals: [total.byStatus(statuses)],
  actions: [
    action.transition('publish', L('Publish', 'نشر'), { from: ['pending', 'hidden'], to: 'published' }),
    action.transition('hide', L('Hide', 'إخفاء'), { from: ['pending', 'published'], to: 'hidden' }),
  ],
  seed: {
    count: 2500,
    row({ random, pick }) {
      const [en, ar] = random.pick(REVIEW_COMMENTS);
      return {
        product_id: pick('products'),
        user_id: pick('users'),
        rating: random.weighted([
          [5, 40],
          [4, 30],
          [3, 15],
          [2, 8],
          [1, 7],
        ]),
        comment: paragraph(random.chance(0.45) ? ar : en),
        status: random.weighted([
          ['published', 75],
          ['pending', 15],
          ['hidden', 10],
        ]),
      };
    },
  },
});
