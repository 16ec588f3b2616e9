// A payout request's transitions, oldest first: when, who, from and to, the reason or transfer reference.
import { useLocale, useTranslate } from 'react-admin';
import type { TransitionEntry } from '../../../common/payouts/transitions';
import { formatDate } from '../../list/format';
import { EntryTable } from '../../pages/details/EntryTable';

export function PayoutHistory({ transitions }: { transitions: readonly TransitionEntry[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string) => translate(`payout.history.${key}`);
  const status = (value: string) => translate(`payout.status.${value}`);
  return (
    <EntryTable
      label={t('title')}
      empty={t('empty')}
      entries={transitions}
      rowKey={(entry) => `${entry.at}-${entry.to}`}
      columns={[
        { header: t('at'), cell: (entry) => formatDate(entry.at, locale, true) },
        { header: t('by'), cell: (entry) => entry.admin?.label ?? '—' },
        {
          header: t('change'),
          cell: (entry) => translate('payout.history.moved', { from: status(entry.from), to: status(entry.to) }),
        },
        { header: t('note'), cell: (entry) => entry.reason ?? entry.reference ?? '' },
      ]}
    />
  );
}
