// Commissions earned on the fitness side: one row per subscription payment a rule paid a coach or a
// referrer for, due until it is paid out. Listed at /default/commission beside the marketplace's.
import { action, field, header, L, LABELS, options, range, total } from './define/common';
import { defineModel } from './define/define-model';
import { COMMISSION_EARNERS } from './commission-rules';

const statuses = options({
  pending: ['Pending', 'قيد الانتظار', 'warning'],
  available: ['Available', 'متاحة', 'info'],
  paid_out: ['Paid out', 'مصروفة', 'success'],
});
const EARNER = L('Earned by', 'يستحقها');
const RULE = L('Rule', 'القاعدة');

export default defineModel({
  name: 'earned-commissions',
  subject: 'EarnedCommission',
  label: L('Earned commissions', 'العمولات المكتسبة'),
  title: ['id'],
  columns: {
    user_id: 'integer',
    rule_id: 'integer',
    subscription_id: 'integer',
    earner: 'string',
    base_amount: 'decimal',
    rate: 'decimal',
    amount: 'decimal',
    status: 'string',
  },
  indexes: [['user_id'], ['rule_id'], ['status', 'created_at']],
  fields: [
    field.remote('user_id', LABELS.user, 'users'),
    field.remote('rule_id', RULE, 'commission-rules'),
    { name: 'earner', label: EARNER, type: 'select', options: COMMISSION_EARNERS, multiple: true },
    field.status(statuses),
  ],
  ranges: [range.number('amount', LABELS.amount), range.createdAt],
  headers: [
    header.relation('user', LABELS.user, 'user_id', 'users', 'link'),
    header.relation('rule', RULE, 'rule_id', 'commission-rules'),
    header.relation('subscription', L('Subscription', 'الاشتراك'), 'subscription_id', 'subscriptions', 'link'),
    { value: 'earner', text: EARNER, type: 'status', options: COMMISSION_EARNERS, sortable: true },
    header.amount('base_amount', L('Subscription price', 'سعر الاشتراك')),
    header.number('rate', L('Rate %', 'النسبة %')),
    header.amount('amount', LABELS.amount),
    header.status(statuses),
    header.createdAt,
  ],
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
