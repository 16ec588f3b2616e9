// Buyers' reviews of products.
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
    remoteField('product_id', L('Product', 'المنتج'), 'products'),
    remoteField('user_id', LABELS.user, 'users'),
    { name: 'rating', label: LABELS.rating, type: 'select', options: ratings, multiple: true },
    statusField(statuses),
  ],
  ranges: [createdAtRange],
  headers: [
    {
      value: 'product',
      text: L('Product', 'المنتج'),
      type: 'text',
      relation: { key: 'product_id', model: 'products' },
    },
    { value: 'user', text: LABELS.user, type: 'link', relation: { key: 'user_id', model: 'users' } },
    { value: 'rating', text: LABELS.rating, type: 'rating', sortable: true },
    { value: 'comment', text: L('Comment', 'التعليق'), type: 'html' },
    statusHeader(statuses),
    createdAtHeader,
  ],
  totals: [{ kind: 'countBy', column: 'status', options: statuses, label: LABELS.byStatus }],
  actions: [
    {
      name: 'publish',
      label: L('Publish', 'نشر'),
      onlyWhen: { column: 'status', values: ['pending', 'hidden'] },
      set: (now) => ({ status: 'published', updated_at: now }),
    },
    {
      name: 'hide',
      label: L('Hide', 'إخفاء'),
      onlyWhen: { column: 'status', values: ['pending', 'published'] },
      set: (now) => ({ status: 'hidden', updated_at: now }),
    },
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
