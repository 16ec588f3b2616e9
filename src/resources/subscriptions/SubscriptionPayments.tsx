// The subscription's payments, as the server answers them in getSingle (`payments`, oldest first):
// when, through which method, how much, the outcome and the payment reference.
import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatAmount, formatDate } from '../../list/format';

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
  if (payments.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <Table size="small" aria-label={t('title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('at')}</TableCell>
          <TableCell>{t('method')}</TableCell>
          <TableCell align="right">{t('amount')}</TableCell>
          <TableCell>{t('status')}</TableCell>
          <TableCell>{t('reference')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.id}>
            <TableCell>{formatDate(payment.at, locale, true)}</TableCell>
            <TableCell>{payment.method?.label ?? '—'}</TableCell>
            <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatAmount(payment.amount, locale, 'EGP')}
            </TableCell>
            <TableCell>
              <Chip size="small" color={STATUS_COLOR[payment.status]} label={t(`states.${payment.status}`)} />
            </TableCell>
            {/* A reference is Latin letters and digits: kept left to right inside Arabic text. */}
            <TableCell dir="ltr" sx={{ textAlign: 'end' }}>
              {payment.reference}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
