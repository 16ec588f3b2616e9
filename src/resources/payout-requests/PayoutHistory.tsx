// A payout request's transitions, oldest first: when, who, from and to, the reason or transfer reference.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatDate } from '../../list/format';

export interface TransitionEntry {
  from: string;
  to: string;
  reason: string | null;
  reference: string | null;
  admin: { id: number; label: string } | null;
  at: string;
}

export function PayoutHistory({ transitions }: { transitions: readonly TransitionEntry[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (transitions.length === 0)
    return <Typography color="text.secondary">{translate('payout.history.empty')}</Typography>;
  const status = (value: string) => translate(`payout.status.${value}`);
  return (
    <Table size="small" aria-label={translate('payout.history.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('payout.history.at')}</TableCell>
          <TableCell>{translate('payout.history.by')}</TableCell>
          <TableCell>{translate('payout.history.change')}</TableCell>
          <TableCell>{translate('payout.history.note')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {transitions.map((entry) => (
          <TableRow key={`${entry.at}-${entry.to}`}>
            <TableCell>{formatDate(entry.at, locale, true)}</TableCell>
            <TableCell>{entry.admin?.label ?? '—'}</TableCell>
            <TableCell>
              {translate('payout.history.moved', { from: status(entry.from), to: status(entry.to) })}
            </TableCell>
            <TableCell>{entry.reason ?? entry.reference ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
