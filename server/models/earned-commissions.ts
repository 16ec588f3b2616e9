// Commissions earned on the fitness side: one row per subscription payment a rule paid a coach or a
// referrer for, due until it is paid out. Listed at /default/commission beside the marketplace's.
import { action, L, LABELS, options, total } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, member, money, number, ref, status } from './define/props';
import { earner } from './commission-rules';
import { STATE } from './define/states';

const statuses = options({
  pending: STATE.pending,
  available: ['Available', 'متاحة', 'info'],
  paid_out: ['Paid out', 'مصروفة', 'success'],
});
const RULE = L('Rule', 'القاعدة');

export default defineModel({
  name: 'earned-commissions',
  label: L('Earned commissions', 'العمولات المكتسبة'),
  props: [
    member({ filter: true }),
    ref('rule', RULE, 'commission-rules', { filter: true }),
    ref('subscription', L('Subscription', 'الاشتراك'), 'subscriptions', { link: true }),
    earner(),
    money('base_amount', L('Subscription price', 'سعر الاشتراك')),
    number('rate', L('Rate %', 'النسبة %')),
    money('amount', LABELS.amount, { range: true }),
    status(statuses, { filter: true }),
    createdAt,
  ],
  indexes: [['user_id'], ['rule_id'], ['status', 'created_at']],
  totals: [total.sum('amount', L('Total earned', 'إجمالي المكتسب')), total.byStatus(statuses)],
  actions: [
    action.transition('make_available', L('Make available', 'إتاحة للسحب'), { from: ['pending'], to: 'available' }),
    action.transition('mark_paid_out', L('Mark as paid out', 'تعليم كمصروفة'), { from: ['available'], to: 'paid_out' }),
  ],
  seed: {
    after: ['users', 'subscriptions', 'commission-rules'],
    count: 600,
    trashed: 0,
    row({ random, pick, ids }) {
      const rules = ids('commission-rules');
      const ruleIndex = random.int(0, rules.length - 1);
      const base = random.pick([450, 1200, 4200, 360, 960]);
      const rate = [20, 15, 5, 7.5][ruleIndex % 4];
      return {
        user_id: pick('users'),
        rule_id: rules[ruleIndex],
        subscription_id: pick('subscriptions'),
        earner: ruleIndex < 2 ? 'coach' : 'referrer',
        base_amount: base,
        rate,
        amount: Math.round(base * rate) / 100,
        status: random.weighted([
          ['paid_out', 55],
          ['available', 25],
          ['pending', 20],
        ]),
      };
    },
  },
});
