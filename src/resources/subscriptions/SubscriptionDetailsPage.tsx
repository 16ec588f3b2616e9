// /default/subscriptions/:id — the subscription's fields, cancel and extend (each with a reason, in a
// dialog) for admins who may edit subscriptions, the history of those changes, and the notes.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useAbilities } from '../../list/useAbilities';
import { type DetailsSectionsProps, detailsPage } from '../../pages/details/detailsPage';
import { DetailsActions } from '../../pages/details/DetailsActions';
import { HistoryTable } from '../../pages/details/HistoryTable';
import { SectionCard } from '../../pages/details/SectionCard';
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
  return (
    <HistoryTable
      texts="subscription.history"
      entries={changes}
      rowKey={(entry) => `${entry.at}-${entry.action}`}
      change={(entry) =>
        entry.action === 'extend'
          ? translate('subscription.history.extended', { smart_count: entry.days ?? 0 })
          : translate('subscription.history.cancelled')
      }
      note={{ header: 'reason', cell: (entry) => entry.reason }}
    />
  );
}

function SubscriptionSections({ single, reload }: DetailsSectionsProps) {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { edit } = useAbilities('Subscription');
  const [change, setChange] = useState<SubscriptionChange | null>(null);
  const allowed = edit ? allowedChanges(single.item.status) : [];
  return (
    <>
      <DetailsActions
        actions={allowed.map((action) => ({
          key: action,
          label: translate(`subscription.actions.${action}`),
          destructive: action === 'cancel',
          onClick: () => setChange(action),
        }))}
      />
      <SectionCard title={translate('subscription.payments.title')}>
        <SubscriptionPayments payments={(single.item.payments ?? []) as PaymentEntry[]} />
      </SectionCard>
      <SectionCard title={translate('subscription.history.title')}>
        <ChangeHistory changes={(single.item.changes ?? []) as ChangeEntry[]} />
      </SectionCard>
      <SubscriptionChangeDialog
        id={id}
        change={change}
        onClose={() => setChange(null)}
        onDone={() => {
          setChange(null);
          reload();
        }}
      />
    </>
  );
}

export default detailsPage({ model: 'subscriptions', title: 'subscription.title', Sections: SubscriptionSections });
