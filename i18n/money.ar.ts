// The commission page and the referral details page (src/resources/commissions, referrals), Arabic.
// Same keys as money.en.ts.
export default {
  commission: {
    tabs: 'قوائم العمولات',
  },
};
