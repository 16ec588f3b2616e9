// Server texts of payout request transitions (server/payouts), English.
export default {
  'payouts.not_found': 'Payout request not found.',
  'payouts.status.pending': 'Pending',
  'payouts.status.approved': 'Approved',
  'payouts.status.rejected': 'Rejected',
  'payouts.status.paid': 'Paid',
  'payouts.already': 'Payout request %{reference} is already %{status}.',
  'payouts.wrong_state': 'Payout request %{reference} is %{status}; it cannot become %{to}.',
  'payouts.changed': 'Payout request %{reference} was changed by someone else meanwhile. Reload it and try again.',
  'payouts.above_balance': 'Payout request %{reference} asks for %{amount} EGP, above the balance of %{balance} EGP.',
  'payouts.reason_required': 'Give the reason for rejecting.',
  'payouts.reference_required': 'Give the transfer reference.',
  'payouts.moved.approved': 'Payout request %{reference} approved.',
  'payouts.moved.rejected': 'Payout request %{reference} rejected.',
  'payouts.moved.paid': 'Payout request %{reference} marked as paid.',
} satisfies Record<string, string>;
