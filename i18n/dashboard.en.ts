// The dashboard's trend lines and the "needs attention" panel (English). Same keys as
// dashboard.ar.ts.
export default {
  dashboard: {
    change: {
      // %{change} is signed ("+12%", "-3%", "+5"); smart_count picks the plural of the period's days.
      versus: 'New: %{change} vs the previous day |||| New: %{change} vs the previous %{days} days',
      none: 'No new ones in the last day or the one before |||| No new ones in the last %{days} days or the %{days} before',
    },
    attention: {
      title: 'Needs attention',
      nothing: 'Nothing waits for you.',
      pending_payout_requests: 'Pending payout requests',
      open_support_threads: 'Open support threads',
      pending_sign_ups: 'Sign-ups waiting for approval',
      failed_payments: 'Failed payments',
    },
  },
};
