// The commission page and the referral details page (src/resources/commissions, referrals), English.
// Same keys as money.ar.ts.
export default {
  commission: {
    tabs: 'Commission lists',
  },
};
