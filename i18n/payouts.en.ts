// Payout request screens (src/resources/payout-requests), English. Same keys as payouts.ar.ts.
export default {
  payout: {
    title: 'Payout Requests',
    status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', paid: 'Paid' },
    actions: { approve: 'Approve', reject: 'Reject', pay: 'Mark as paid' },
    form: {
      title: 'Process payout request',
      loading: 'Loading the payout request…',
      summary: '%{reference}: %{amount} EGP, now %{status}',
      balance: "Payee's balance: %{balance} EGP",
      final: 'This request is final: it cannot change any more.',
      status: 'New status',
      reason: 'Reason for rejecting',
      reference: 'Transfer reference',
      status_required: 'Choose the new status.',
      reason_required: 'Give the reason for rejecting.',
      reference_required: 'Give the transfer reference.',
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
