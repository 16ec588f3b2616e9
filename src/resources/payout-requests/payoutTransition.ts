// The transition form's values, rules and request body: `{ status, reason?, reference? }`, the rules the
// server applies (common/payouts/transitions.ts).
import { isPayoutStatus, NEXT_STATUSES, type PayoutStatus } from '../../../common/payouts/transitions';

/**
 * `next_status` and `transfer_reference`: the item's own `status` and `reference` (the request's number)
 * stay as they are in the form's record.
 */
export interface TransitionValues {
  next_status: string;
  reason: string;
  transfer_reference: string;
}

/** The states the item may move to (none once it is paid or rejected). */
export function nextStatuses(current: unknown): readonly PayoutStatus[] {
  return isPayoutStatus(current) ? NEXT_STATUSES[current] : [];
}

/** The first values: the state asked for in the address when it is a possible one, else the first possible. */
export function transitionValues(current: unknown, asked: string | null): TransitionValues {
  const next = nextStatuses(current);
  const status = next.find((candidate) => candidate === asked) ?? next[0] ?? '';
  return { next_status: status, reason: '', transfer_reference: '' };
}

/** Field → message key of each broken rule. */
export function transitionProblems(values: Partial<TransitionValues>, current: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  const status = values.next_status ?? '';
  if (!nextStatuses(current).some((candidate) => candidate === status))
    problems.next_status = 'payout.form.status_required';
  if (status === 'rejected' && (values.reason ?? '').trim() === '') problems.reason = 'payout.form.reason_required';
  if (status === 'paid' && (values.transfer_reference ?? '').trim() === '')
    problems.transfer_reference = 'payout.form.reference_required';
  return problems;
}

export function transitionPayload(values: Partial<TransitionValues>): Record<string, unknown> {
  const status = values.next_status ?? '';
  return {
    status,
    ...(status === 'rejected' ? { reason: (values.reason ?? '').trim() } : {}),
    ...(status === 'paid' ? { reference: (values.transfer_reference ?? '').trim() } : {}),
  };
}
