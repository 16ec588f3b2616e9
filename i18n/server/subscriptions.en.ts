// Server texts of the subscription actions (server/subscriptions), English.
export default {
  'subscriptions.not_found': 'Subscription not found.',
  'subscriptions.status.active': 'Active',
  'subscriptions.status.pending': 'Pending',
  'subscriptions.status.expired': 'Expired',
  'subscriptions.status.cancelled': 'Cancelled',
  'subscriptions.cannot_cancel': 'This subscription is %{status}; only active or pending ones can be cancelled.',
  'subscriptions.cannot_extend': 'This subscription is %{status}; it cannot be extended.',
  'subscriptions.changed': 'The subscription was changed by someone else meanwhile. Reload it and try again.',
  'subscriptions.repeated': 'This extension was just applied. Reload the subscription to see it.',
  'subscriptions.cancelled': 'Subscription cancelled.',
  'subscriptions.extended': 'Subscription extended to %{date}.',
} satisfies Record<string, string>;
