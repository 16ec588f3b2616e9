// Above the admins list: accounts made by sign-up that wait for a role (GET admins/pending). Admins who
// may change admins approve one with a role or reject it (removed); the server checks both again.
import { Fragment, useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useDataProvider, useLocale, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { formatDate } from '../../list/format';
import type { ModelDataProvider } from '../../providers/dataProvider';
import type { PendingAccount } from '../../providers/calls/accounts';
import { can } from '../../providers/permissions';
import { ApproveAccountDialog } from './ApproveAccountDialog';

const text = (key: string) => `people.pending.${key}`;
const nameOf = (account: PendingAccount) => `${account.first_name} ${account.last_name}`.trim();

export default function PendingAccounts() {
  const translate = useTranslate();
  const locale = useLocale();
  const refresh = useRefresh();
  const { permissions } = usePermissions();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [accounts, setAccounts] = useState<PendingAccount[]>([]);
  const [approving, setApproving] = useState<PendingAccount | null>(null);
  const [rejecting, setRejecting] = useState<PendingAccount | null>(null);
  // Approving is the way forward; rejecting refuses, in the error colour.
  const decisions = [
    { key: 'approve', look: { variant: 'contained' }, pick: setApproving },
    { key: 'reject', look: { color: 'error' }, pick: setRejecting },
  ] as const;
  const canDecide = can(permissions, 'edit', 'Admin');

  const load = useCallback(() => {
    // Logged only: the list works without this section (a backend may not offer it).
    dataProvider.pendingAccounts().then(setAccounts, (error: unknown) => console.error(error));
  }, [dataProvider]);
  useEffect(load, [load]);

  const decided = () => {
    setApproving(null);
    setRejecting(null);
    load();
    refresh();
  };
  const reject = async () => {
    if (!rejecting) return;
    try {
      await dataProvider.rejectAccount(rejecting.id);
    } finally {
      decided();
    }
  };

  if (accounts.length === 0) return null;
  return (
    <Card component="section" aria-label={translate(text('title'))} sx={{ mb: 2 }}>
      <CardHeader title={translate(text('title'))} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="info">{translate(text('explanation'))}</Alert>
        <Table size="small" aria-label={translate(text('title'))}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(text('name'))}</TableCell>
              <TableCell>{translate(text('email'))}</TableCell>
              <TableCell>{translate(text('signed_up'))}</TableCell>
              {canDecide && <TableCell>{translate(text('decision'))}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((account) => (
              <TableRow key={account.id}>
                <TableCell>{nameOf(account)}</TableCell>
                <TableCell>{account.email}</TableCell>
                <TableCell>{formatDate(account.created_at, locale, true)}</TableCell>
                {canDecide && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {decisions.map(({ key, look, pick }, index) => (
                      <Fragment key={key}>
                        {index > 0 && ' '}
                        <Button
                          size="small"
                          {...look}
                          onClick={() => pick(account)}
                          aria-label={translate(text(`${key}_named`), { name: nameOf(account) })}
                        >
                          {translate(text(key))}
                        </Button>
                      </Fragment>
                    ))}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <ApproveAccountDialog account={approving} onClose={() => setApproving(null)} onDone={decided} />
      <Dialog open={rejecting !== null} onClose={() => setRejecting(null)}>
        <DialogTitle>{translate(text('reject_title'), { name: rejecting ? nameOf(rejecting) : '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(text('reject_text'))}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(null)}>{translate(text('cancel'))}</Button>
          <Button color="error" variant="contained" onClick={reject}>
            {translate(text('reject'))}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
