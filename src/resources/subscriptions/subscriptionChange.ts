// Which changes a subscription allows (the server's rule, server/subscriptions/changes.ts) and the
// dialog's rules: a reason always, whole days from 1 to 365 to extend.
export type SubscriptionChange = 'cancel' | 'extend';

export const MAX_EXTEND_DAYS = 365;
export const REASON_MAX = 500;

export function allowedChanges(status: unknown): SubscriptionChange[] {
  if (status === 'active' || status === 'pending') return ['cancel', 'extend'];
  return status === 'expired' ? ['extend'] : [];
}

/** Field → message key of each broken rule. */
export function changeProblems(change: SubscriptionChange, values: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (String(values.reason ?? '').trim() === '') problems.reason = 'subscription.change.reason_required';
  if (change === 'extend') {
    const days = Number(values.days);
    if (!Number.isInteger(days) || days < 1 || days > MAX_EXTEND_DAYS)
      problems.days = 'subscription.change.days_invalid';
  }
  return problems;
}
