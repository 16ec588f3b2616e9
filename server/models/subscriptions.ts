// Programme subscriptions paid by users; cancelled or extended with a reason (server/subscriptions).
import { bilingual, L, LABELS, options, total } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualText, createdAt, date, flag, member, money, status } from './define/props';
import { changesMigration, subscriptionSingle } from '../subscriptions/changes';
import { paymentsMigration, seedPayments } from '../subscriptions/payments';
import { states } from './define/states';

const statuses = states('active', 'pending', 'expired', 'cancelled');
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

const programme = bilingualText('programme', LABELS.programme, { link: true });
const user = member({ filter: true });
const plan = status(plans, { name: 'plan', label: L('Plan', 'الخطة'), filter: true });
const state = status(statuses, { filter: true });
const starts = date('starts_at', L('Starts at', 'تاريخ البداية'), { range: true });
const ends = date('ends_at', L('Ends at', 'تاريخ النهاية'), { range: true });
const autoRenew = flag('auto_renew', L('Auto renew', 'تجديد تلقائي'), { header: { sortable: false } });

export default defineModel({
  name: 'subscriptions',
  label: L('Subscriptions', 'الاشتراكات'),
  menu: { group: 'sales', icon: 'CardMembership', order: 20, path: '/subscriptions/' },
  details: '',
  title: bilingual('programme'),
  detailsRoute: 'subscriptions-details',
  props: [
    programme,
    user,
    plan,
    money('amount', LABELS.amount, { range: true }),
    state,
    starts,
    ends,
    autoRenew,
    createdAt,
  ],
  columns: [
    user,
    // The workout programme subscribed to (programmes with running subscriptions cannot be deleted).
    { program_id: 'integer?' },
    programme,
    plan,
    { amount: 'decimal' },
    state,
    starts,
    ends,
    autoRenew,
  ],
  indexes: [['status', 'created_at'], ['user_id'], ['program_id']],
  fields: [user, state, plan],
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
