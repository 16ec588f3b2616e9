// Payout request screens (src/resources/payout-requests), English. Same keys as payouts.ar.ts.
export default {
  payout: {
    title: 'Payout Requests',
    status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', paid: 'Paid' },
    actions: { approve: 'Approve', reject: 'Reject', pay: 'Mark as paid' },
    form: {
      reason: 'Reason for rejecting',
      reference: 'Transfer reference',
      reason_required: 'Give the reason for rejecting.',
      reference_required: 'Give the transfer reference.',
    },
    decision: {
      approved_title: 'Approve payout request %{reference}?',
      rejected_title: 'Reject payout request %{reference}?',
      paid_title: 'Mark payout request %{reference} as paid?',
      payee: 'Payee',
      amount: 'Amount',
      balance: 'Wallet balance',
      cancel: 'Cancel',
      failed: 'The payout request could not be changed.',
    },
    history: {
      title: 'History',
      empty: 'No changes yet.',
      at: 'When',
      by: 'By',
      change: 'Change',
      note: 'Reason or reference',
      moved: '%{from} → %{to}',
    },
  },
};
