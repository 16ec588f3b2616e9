// A payout request's transitions, oldest first: when, who, from and to, the reason or transfer reference.
import { useTranslate } from 'react-admin';
import type { TransitionEntry } from '../../../common/payouts/transitions';
import { HistoryTable } from '../../pages/details/HistoryTable';

export function PayoutHistory({ transitions }: { transitions: readonly TransitionEntry[] }) {
  const translate = useTranslate();
  const status = (value: string) => translate(`payout.status.${value}`);
  return (
    <HistoryTable
      texts="payout.history"
      entries={transitions}
      rowKey={(entry) => `${entry.at}-${entry.to}`}
      change={(entry) => translate('payout.history.moved', { from: status(entry.from), to: status(entry.to) })}
      note={{ header: 'note', cell: (entry) => entry.reason ?? entry.reference ?? '' }}
    />
  );
}
