// The subscription's payments, as the server answers them in getSingle (`payments`, oldest first):
// when, through which method, how much, the outcome and the payment reference.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../list/format';
import { atColumn, EntryTable } from '../../pages/details/EntryTable';

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
  return (
    <EntryTable
      texts="subscription.payments"
      entries={payments}
      columns={[
        atColumn,
        { header: 'method', cell: (payment) => payment.method?.label ?? '—' },
        {
          header: 'amount',
          align: 'right',
          cellProps: { sx: { fontVariantNumeric: 'tabular-nums' } },
          cell: (payment, locale) => formatMoney(payment.amount, locale),
        },
        {
          header: 'status',
          cell: (payment) => (
            <Chip
              size="small"
              color={STATUS_COLOR[payment.status]}
              label={translate(`subscription.payments.states.${payment.status}`)}
            />
          ),
        },
        // A reference is Latin letters and digits: kept left to right inside Arabic text.
        {
          header: 'reference',
          cellProps: { dir: 'ltr', sx: { textAlign: 'end' } },
          cell: (payment) => payment.reference,
        },
      ]}
    />
  );
}
