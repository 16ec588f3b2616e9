// The payout request's life: pending → approved → paid, or rejected from pending or approved. Paid and
// rejected are final. Read by the server (which enforces it) and the admin (which offers only these).
export const PAYOUT_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The states a request may move to, by its current state. */
export const NEXT_STATUSES: Readonly<Record<PayoutStatus, readonly PayoutStatus[]>> = {
  pending: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  rejected: [],
  paid: [],
};

/** Longest rejection reason and transfer reference accepted. */
export const PAYOUT_REASON_MAX = 500;
export const PAYOUT_REFERENCE_MAX = 100;

export function isPayoutStatus(value: unknown): value is PayoutStatus {
  return typeof value === 'string' && (PAYOUT_STATUSES as readonly string[]).includes(value);
}

export function canMove(from: string, to: PayoutStatus): boolean {
  return isPayoutStatus(from) && NEXT_STATUSES[from].includes(to);
}

/** One move of a request as getSingle answers it (`transitions`, oldest first). */
export interface TransitionEntry {
  from: string;
  to: string;
  reason: string | null;
  reference: string | null;
  admin: { id: number; label: string } | null;
  at: string;
}
