// Complaints raised by users about orders, sellers or coaches.
import { action, field, header, L, LABELS, options, range, total } from './define/common';
import { defineModel } from './define/define-model';
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

export default defineModel({
  name: 'complaints',
  table: 'complaints',
  subject: 'Complaint',
  label: L('Complaints', 'الشكاوى'),
  menu: { group: 'content_support', icon: 'ReportProblem', order: 30 },
  title: ['subject'],
  columns: {
    user_id: 'integer',
    order_id: 'integer?',
    subject: 'string',
    description: 'text',
    priority: 'string',
    status: 'string',
    resolved_at: 'timestamp?',
  },
  indexes: [['user_id'], ['status', 'created_at']],
  fields: [
    field.text('subject', L('Subject', 'الموضوع')),
    field.status(COMPLAINT_STATUSES),
    { name: 'priority', label: L('Priority', 'الأولوية'), type: 'select', options: priorities, multiple: true },
    field.remote('user_id', LABELS.user, 'users'),
  ],
  ranges: [range.createdAt, range.time('resolved_at', L('Resolved at', 'تاريخ الحل'))],
  headers: [
    header.text('subject', L('Subject', 'الموضوع')),
    header.relation('user', LABELS.user, 'user_id', 'users', 'link'),
    header.relation('order', L('Order', 'الطلب'), 'order_id', 'orders'),
    header.html('description', L('Description', 'الوصف')),
    header.status(priorities, 'priority', L('Priority', 'الأولوية')),
    header.status(COMPLAINT_STATUSES),
    header.datetime('resolved_at', L('Resolved at', 'تاريخ الحل')),
    header.createdAt,
  ],
  totals: [total.byStatus(COMPLAINT_STATUSES)],
  actions: [
    action.transition('resolve', L('Resolve', 'حل الشكوى'), {
      from: ['open', 'in_progress'],
      to: 'resolved',
      stamps: ['resolved_at'],
    }),
  ],
  seed: {
    after: ['orders', 'users'],
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
