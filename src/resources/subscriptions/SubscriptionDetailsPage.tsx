// /default/subscriptions/:id — the subscription's fields, cancel and extend (each with a reason, in a
// dialog) for admins who may edit subscriptions, the history of those changes, and the notes.
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useBasename, useLocale, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDate } from '../../list/format';
import { RecordDetails } from '../../list/pages/RecordDetails';
import { useAbilities } from '../../list/useAbilities';
import type { SingleRecord } from '../../providers/dataProvider';
import { SubscriptionChangeDialog } from './SubscriptionChangeDialog';
import { type PaymentEntry, SubscriptionPayments } from './SubscriptionPayments';
import { allowedChanges, type SubscriptionChange } from './subscriptionChange';

interface ChangeEntry {
  action: SubscriptionChange;
  reason: string;
  days: number | null;
  admin: { id: number; label: string } | null;
  at: string;
}

function ChangeHistory({ changes }: { changes: readonly ChangeEntry[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (changes.length === 0)
    return <Typography color="text.secondary">{translate('subscription.history.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('subscription.history.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('subscription.history.at')}</TableCell>
          <TableCell>{translate('subscription.history.by')}</TableCell>
          <TableCell>{translate('subscription.history.change')}</TableCell>
          <TableCell>{translate('subscription.history.reason')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((entry) => (
          <TableRow key={`${entry.at}-${entry.action}`}>
            <TableCell>{formatDate(entry.at, locale, true)}</TableCell>
            <TableCell>{entry.admin?.label ?? '—'}</TableCell>
            <TableCell>
              {entry.action === 'extend'
                ? translate('subscription.history.extended', { smart_count: entry.days ?? 0 })
                : translate('subscription.history.cancelled')}
            </TableCell>
            <TableCell>{entry.reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SubscriptionSections({ single, onChanged }: { single: SingleRecord; onChanged(): void }) {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { edit } = useAbilities('Subscription');
  const [change, setChange] = useState<SubscriptionChange | null>(null);
  const allowed = edit ? allowedChanges(single.item.status) : [];
  return (
    <>
      {allowed.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {allowed.map((action) => (
            <Button
              key={action}
              variant={action === 'cancel' ? 'outlined' : 'contained'}
              color={action === 'cancel' ? 'error' : 'primary'}
              onClick={() => setChange(action)}
            >
              {translate(`subscription.actions.${action}`)}
            </Button>
          ))}
        </Box>
      )}
      <Card>
        <CardHeader
          title={translate('subscription.payments.title')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <CardContent>
          <SubscriptionPayments payments={(single.item.payments ?? []) as PaymentEntry[]} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={translate('subscription.history.title')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <CardContent>
          <ChangeHistory changes={(single.item.changes ?? []) as ChangeEntry[]} />
        </CardContent>
      </Card>
      <SubscriptionChangeDialog
        id={id}
        change={change}
        onClose={() => setChange(null)}
        onDone={() => {
          setChange(null);
          onChanged();
        }}
      />
    </>
  );
}

export default function SubscriptionDetailsPage() {
  const translate = useTranslate();
  const basename = useBasename();
  // A new key loads the subscription again after a change.
  const [version, setVersion] = useState(0);
  return (
    <RecordDetails
      key={version}
      model="subscriptions"
      title={translate('subscription.title')}
      listPath={`${basename}/subscriptions`}
    >
      {(single) => <SubscriptionSections single={single} onChanged={() => setVersion((value) => value + 1)} />}
    </RecordDetails>
  );
}
