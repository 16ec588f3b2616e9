// A payout decision's rules and request body `{ status, reason?, reference? }`: the rules the server applies
// (common/payouts/transitions.ts), checked first here so a missing reason or reference is said at once.
import { isPayoutStatus, NEXT_STATUSES, type PayoutStatus } from '../../../common/payouts/transitions';

/** What the decision dialog asks: the reason of a rejection, the transfer reference of a payment. */
export interface DecisionValues {
  reason: string;
  reference: string;
}

export const EMPTY_DECISION: DecisionValues = { reason: '', reference: '' };

/** The states the item may move to (none once it is paid or rejected). */
export function nextStatuses(current: unknown): readonly PayoutStatus[] {
  return isPayoutStatus(current) ? NEXT_STATUSES[current] : [];
}

/** The decision an address asks for (`?status=paid`), when the request's state allows it. */
export function askedDecision(current: unknown, asked: string | null): PayoutStatus | null {
  return nextStatuses(current).find((status) => status === asked) ?? null;
}

/** Field → message key of each broken rule. */
export function decisionProblems(status: PayoutStatus, values: Partial<DecisionValues>): Record<string, string> {
  if (status === 'rejected' && (values.reason ?? '').trim() === '') return { reason: 'payout.form.reason_required' };
  if (status === 'paid' && (values.reference ?? '').trim() === '')
    return { reference: 'payout.form.reference_required' };
  return {};
}

export function decisionPayload(status: PayoutStatus, values: Partial<DecisionValues>): Record<string, unknown> {
  return {
    status,
    ...(status === 'rejected' ? { reason: (values.reason ?? '').trim() } : {}),
    ...(status === 'paid' ? { reference: (values.reference ?? '').trim() } : {}),
  };
}
