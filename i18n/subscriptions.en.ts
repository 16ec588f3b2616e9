// Subscription screens (src/resources/subscriptions), English. Same keys as subscriptions.ar.ts.
export default {
  subscription: {
    title: 'Subscriptions',
    actions: { cancel: 'Cancel subscription', extend: 'Extend' },
    change: {
      cancel_title: 'Cancel this subscription',
      extend_title: 'Extend this subscription',
      cancel_confirm: 'Cancel subscription',
      extend_confirm: 'Extend',
      close: 'Close',
      reason: 'Reason',
      days: 'Days to add',
      reason_required: 'Give the reason.',
      days_invalid: 'Enter a whole number of days from 1 to 365.',
      failed: 'The change could not be saved.',
    },
    history: {
      title: 'Changes',
      empty: 'No changes yet.',
      at: 'When',
      by: 'By',
      change: 'Change',
      reason: 'Reason',
      cancelled: 'Cancelled',
      extended: 'Extended by %{smart_count} day |||| Extended by %{smart_count} days',
    },
    payments: {
      title: 'Payments',
      empty: 'No payments yet.',
      at: 'When',
      method: 'Payment method',
      amount: 'Amount',
      status: 'Status',
      reference: 'Reference',
      states: { paid: 'Paid', failed: 'Failed', refunded: 'Refunded' },
    },
  },
};
