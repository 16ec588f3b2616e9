// Programme subscriptions paid by users; cancelled or extended with a reason (server/subscriptions).
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range, total } from './define/common';
import { defineModel } from './define/define-model';
import { changesMigration, subscriptionSingle } from '../subscriptions/changes';
import { paymentsMigration, seedPayments } from '../subscriptions/payments';

const statuses = options({
  active: ['Active', 'نشط', 'success'],
  pending: ['Pending', 'قيد الانتظار', 'warning'],
  expired: ['Expired', 'منتهي', 'error'],
  cancelled: ['Cancelled', 'ملغي', 'default'],
});
const plans = options({
  monthly: ['Monthly', 'شهري', 'info'],
  quarterly: ['Quarterly', 'ربع سنوي', 'primary'],
  yearly: ['Yearly', 'سنوي', 'secondary'],
});
const PROGRAMMES = [
  ['Fat loss 12 weeks', 'خسارة الدهون ١٢ أسبوعًا'],
  ['Muscle builder', 'بناء العضلات'],
  ['Keto diet', 'نظام الكيتو'],
  ['Home workout', 'تمارين منزلية'],
  ['Marathon ready', 'الاستعداد للماراثون'],
  ['Healthy mum', 'أم بصحة جيدة'],
] as const;
const PRICES = { monthly: 450, quarterly: 1200, yearly: 4200 } as const;
const DAYS = { monthly: 30, quarterly: 90, yearly: 365 } as const;

export default defineModel({
  name: 'subscriptions',
  table: 'subscriptions',
  subject: 'Subscription',
  label: L('Subscriptions', 'الاشتراكات'),
  menu: { group: 'sales', icon: 'CardMembership', order: 20, path: '/subscriptions/' },
  details: '',
  title: bilingual('programme'),
  detailsRoute: 'subscriptions-details',
  columns: {
    user_id: 'integer',
    // The workout programme subscribed to (programmes with running subscriptions cannot be deleted).
    program_id: 'integer?',
    ...bilingualColumns('programme'),
    plan: 'string',
    amount: 'decimal',
    status: 'string',
    starts_at: 'date',
    ends_at: 'date',
    auto_renew: 'flag',
  },
  indexes: [['status', 'created_at'], ['user_id'], ['program_id']],
  fields: [
    field.remote('user_id', LABELS.user, 'users'),
    field.status(statuses),
    { name: 'plan', label: L('Plan', 'الخطة'), type: 'select', options: plans, multiple: true },
  ],
  ranges: [
    range.number('amount', LABELS.amount),
    range.date('starts_at', L('Starts at', 'تاريخ البداية')),
    range.date('ends_at', L('Ends at', 'تاريخ النهاية')),
    range.createdAt,
  ],
  headers: [
    header.bilingual('programme', L('Programme', 'البرنامج'), 'link'),
    header.relation('user', LABELS.user, 'user_id', 'users', 'link'),
    header.status(plans, 'plan', L('Plan', 'الخطة')),
    header.amount('amount', LABELS.amount),
    header.status(statuses),
    header.date('starts_at', L('Starts at', 'تاريخ البداية')),
    header.date('ends_at', L('Ends at', 'تاريخ النهاية')),
    { value: 'auto_renew', text: L('Auto renew', 'تجديد تلقائي'), type: 'boolean' },
    header.createdAt,
  ],
  totals: [total.sum('amount', L('Total amount', 'إجمالي المبالغ')), total.byStatus(statuses)],
  // Cancelling needs a reason: POST subscriptions/cancel/{id}, from the details page.
  extraMigrations: { changes: changesMigration, payments: paymentsMigration },
  single: subscriptionSingle,
  seed: {
    after: ['users', 'programs', 'payment-methods'],
    count: 1500,
    row({ index, random, pick, ids, createdAt }) {
      const plan = random.weighted([
        ['monthly', 6],
        ['quarterly', 3],
        ['yearly', 1],
      ] as const);
      const [en, ar] = random.pick(PROGRAMMES);
      const start = new Date(createdAt);
      const end = new Date(start.getTime() + DAYS[plan] * 86_400_000);
      const ended = end.getTime() < Date.now();
      const status = ended
        ? random.weighted([
            ['expired', 85],
            ['cancelled', 15],
          ])
        : random.weighted([
            ['active', 80],
            ['pending', 10],
            ['cancelled', 10],
          ]);
      return {
        user_id: pick('users'),
        // The first two dozen programmes have subscribers; the others can be deleted.
        program_id: ids('programs')[index % 24] ?? null,
        programme_en: en,
        programme_ar: ar,
        plan,
        amount: random.chance(0.2) ? Math.round(PRICES[plan] * 0.8 * 100) / 100 : PRICES[plan],
        status,
        starts_at: start.toISOString().slice(0, 10),
        ends_at: end.toISOString().slice(0, 10),
        auto_renew: random.chance(0.4) ? 1 : 0,
      };
    },
    afterRows: seedPayments,
  },
});
