// Complaints raised by users about orders, sellers or coaches.
import { action, L, LABELS, options, total } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, datetime, html, member, ref, status, text } from './define/props';
import { COMPLAINT_SUBJECTS, paragraph } from './seed/vocabulary';

export const COMPLAINT_STATUSES = options({
  open: ['Open', 'مفتوحة', 'error'],
  in_progress: ['In progress', 'قيد المعالجة', 'warning'],
  resolved: ['Resolved', 'تم الحل', 'success'],
  closed: ['Closed', 'مغلقة', 'default'],
});
const priorities = options({
  low: ['Low', 'منخفضة', 'default'],
  medium: ['Medium', 'متوسطة', 'warning'],
  high: ['High', 'عالية', 'error'],
});

const subject = text('subject', L('Subject', 'الموضوع'), { filter: true });
const user = member({ filter: true });
const order = ref('order', LABELS.order, 'orders', { column: 'integer?' });
const description = html('description', LABELS.description);
const priority = status(priorities, { name: 'priority', label: L('Priority', 'الأولوية'), filter: true });
const state = status(COMPLAINT_STATUSES, { filter: true });
const resolvedAt = datetime('resolved_at', L('Resolved at', 'تاريخ الحل'), { column: 'timestamp?', range: true });

export default defineModel({
  name: 'complaints',
  label: L('Complaints', 'الشكاوى'),
  menu: { group: 'content_support', icon: 'ReportProblem', order: 30 },
  title: ['subject'],
  props: [subject, user, order, description, priority, state, resolvedAt, createdAt],
  columns: [user, order, subject, description, priority, state, resolvedAt],
  indexes: [['user_id'], ['status', 'created_at']],
  fields: [subject, state, priority, user],
  ranges: [createdAt, resolvedAt],
  totals: [total.byStatus(COMPLAINT_STATUSES)],
  actions: [
    action.transition('resolve', L('Resolve', 'حل الشكوى'), {
      from: ['open', 'in_progress'],
      to: 'resolved',
      stamps: ['resolved_at'],
    }),
  ],
  seed: {
    count: 600,
    row({ random, pick, createdAt }) {
      const [en, ar] = random.pick(COMPLAINT_SUBJECTS);
      const arabic = random.chance(0.45);
      const status = random.weighted([
        ['resolved', 45],
        ['closed', 20],
        ['open', 20],
        ['in_progress', 15],
      ]);
      const resolved = status === 'resolved' || status === 'closed';
      const resolvedAt = new Date(
        Math.min(Date.now(), Date.parse(createdAt) + random.int(2, 96) * 3_600_000),
      ).toISOString();
      return {
        user_id: pick('users'),
        order_id: random.chance(0.7) ? pick('orders') : null,
        subject: arabic ? ar : en,
        description: paragraph(
          arabic ? `${ar}. أرجو المتابعة في أقرب وقت.` : `${en}. Please follow up as soon as possible.`,
        ),
        priority: random.weighted([
          ['low', 40],
          ['medium', 40],
          ['high', 20],
        ]),
        status,
        resolved_at: resolved ? resolvedAt : null,
      };
    },
  },
});
