// The commission page and the referral details page (src/resources/commissions, referrals), English.
// Same keys as money.ar.ts.
export default {
  commission: {
    tabs: 'Commission lists',
  },
  referral: {
    details: {
      title: 'Referral',
      chain: 'Chain of referrers',
      referred: 'Members they referred',
      none: 'This member has not referred anyone yet.',
      member: 'Member',
      referred_count: 'Referred',
      rewards: 'Rewards (EGP)',
      more: 'The referrals tree lists the rest.',
    },
  },
};
