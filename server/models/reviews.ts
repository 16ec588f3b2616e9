// Buyers' reviews of products.
import { action, field, header, L, LABELS, options, range, total } from './define/common';
import { defineModel } from './define/define-model';
import { paragraph, REVIEW_COMMENTS } from './seed/vocabulary';

const statuses = options({
  published: ['Published', 'منشورة', 'success'],
  pending: ['Pending', 'قيد المراجعة', 'warning'],
  hidden: ['Hidden', 'مخفية', 'default'],
});
const ratings = [1, 2, 3, 4, 5].map((value) => ({ value, label: { en: '★'.repeat(value), ar: '★'.repeat(value) } }));

export default defineModel({
  name: 'reviews',
  table: 'reviews',
  subject: 'Review',
  label: L('Reviews', 'التقييمات'),
  menu: { group: 'content_support', icon: 'RateReview', order: 20 },
  title: ['id'],
  columns: { product_id: 'integer', user_id: 'integer', rating: 'integer', comment: 'text', status: 'string' },
  indexes: [['product_id'], ['user_id'], ['status', 'created_at']],
  fields: [
    field.remote('product_id', L('Product', 'المنتج'), 'products'),
    field.remote('user_id', LABELS.user, 'users'),
    { name: 'rating', label: LABELS.rating, type: 'select', options: ratings, multiple: true },
    field.status(statuses),
  ],
  ranges: [range.createdAt],
  headers: [
    header.relation('product', L('Product', 'المنتج'), 'product_id', 'products'),
    header.relation('user', LABELS.user, 'user_id', 'users', 'link'),
    header.rating('rating', LABELS.rating),
    header.html('comment', L('Comment', 'التعليق')),
    header.status(statuses),
    header.createdAt,
  ],
  totals: [total.byStatus(statuses)],
  actions: [
    action.transition('publish', L('Publish', 'نشر'), { from: ['pending', 'hidden'], to: 'published' }),
    action.transition('hide', L('Hide', 'إخفاء'), { from: ['pending', 'published'], to: 'hidden' }),
  ],
  seed: {
    after: ['products', 'users'],
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
