// The subscription's payments, as the server answers them in getSingle (`payments`, oldest first):
// when, through which method, how much, the outcome and the payment reference.
import { Chip } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatAmount, formatDate } from '../../list/format';
import { EntryTable } from '../../pages/details/EntryTable';

export interface PaymentEntry {
  id: number;
  amount: number;
  status: 'paid' | 'failed' | 'refunded';
  reference: string;
  method: { id: number; label: string } | null;
  at: string;
}

const STATUS_COLOR = { paid: 'success', failed: 'error', refunded: 'default' } as const;

export function SubscriptionPayments({ payments }: { payments: readonly PaymentEntry[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string) => translate(`subscription.payments.${key}`);
  return (
    <EntryTable
      label={t('title')}
      empty={t('empty')}
      entries={payments}
      rowKey={(payment) => payment.id}
      columns={[
        { header: t('at'), cell: (payment) => formatDate(payment.at, locale, true) },
        { header: t('method'), cell: (payment) => payment.method?.label ?? '—' },
        {
          header: t('amount'),
          align: 'right',
          cellProps: { sx: { fontVariantNumeric: 'tabular-nums' } },
          cell: (payment) => formatAmount(payment.amount, locale, 'EGP'),
        },
        {
          header: t('status'),
          cell: (payment) => (
            <Chip size="small" color={STATUS_COLOR[payment.status]} label={t(`states.${payment.status}`)} />
          ),
        },
        // A reference is Latin letters and digits: kept left to right inside Arabic text.
        {
          header: t('reference'),
          cellProps: { dir: 'ltr', sx: { textAlign: 'end' } },
          cell: (payment) => payment.reference,
        },
      ]}
    />
  );
}
