// Who referred whom: one row per referred member, with the reward its referrer earned. Read as a tree by
// GET referrals/tree (server/referrals/tree.ts), one level at a time.
import { L, LABELS, total } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, member, money, ref } from './define/props';
import { referralSingle } from '../referrals/details';

/** Seeded members who referred others without being referred: the tree's roots. */
const ROOTS = 5;
/** Each seeded referrer brought about this many members. */
const FAN_OUT = 3;

export default defineModel({
  name: 'referrals',
  label: L('Referrals', 'الإحالات'),
  // The sidebar reaches them through the tree view (/treeview); the list is /default/referrals and a
  // referral's page /default/referrals/:id, with its chain of referrers (server/referrals/details.ts).
  details: '',
  single: referralSingle,
  props: [
    ref('referrer', L('Referrer', 'المُحيل'), 'users', { link: true, filter: true }),
    member({ filter: { label: LABELS.user } }, L('Referred member', 'العضو المُحال')),
    money('reward', L('Reward (EGP)', 'المكافأة (جنيه)'), { range: true }),
    createdAt,
  ],
  indexes: [['referrer_id'], ['user_id']],
  switches: { chartable: false },
  totals: [total.sum('reward', L('Total rewards', 'إجمالي المكافآت'))],
  seed: {
    // Fewer than the users less the roots, at every seed scale the demo uses.
    count: 1200,
    trashed: 0,
    row({ index, ids, random }) {
      const users = ids('users');
      return {
        referrer_id: users[Math.floor(index / FAN_OUT)],
        // A very small seed scale may leave fewer users than referrals: wrap round rather than fail.
        user_id: users[(index + ROOTS) % users.length],
        reward: random.pick([50, 75, 100, 150]),
      };
    },
  },
});
