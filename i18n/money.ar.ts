// The commission page and the referral details page (src/resources/commissions, referrals), Arabic.
// Same keys as money.en.ts.
export default {
  commission: {
    tabs: 'قوائم العمولات',
  },
  referral: {
    details: {
      title: 'الإحالة',
      chain: 'سلسلة المُحيلين',
      referred: 'الأعضاء الذين أحالهم',
      none: 'لم يُحِل هذا العضو أحدًا بعد.',
      member: 'العضو',
      referred_count: 'المُحالون',
      rewards: 'المكافآت (جنيه)',
      more: 'تعرض شجرة الإحالات البقية.',
    },
  },
};
