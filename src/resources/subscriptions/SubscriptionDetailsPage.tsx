// /default/subscriptions/:id — the subscription's fields, cancel and extend (each with a reason, in a
// dialog) for admins who may edit subscriptions, the history of those changes, and the notes.
import { useState } from 'react';
import { useBasename, useLocale, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDate } from '../../list/format';
import { RecordDetails } from '../../list/pages/RecordDetails';
import { useAbilities } from '../../list/useAbilities';
import { DetailsActions } from '../../pages/details/DetailsActions';
import { EntryTable } from '../../pages/details/EntryTable';
import { SectionCard } from '../../pages/details/SectionCard';
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
  const t = (key: string) => translate(`subscription.history.${key}`);
  return (
    <EntryTable
      label={t('title')}
      empty={t('empty')}
      entries={changes}
      rowKey={(entry) => `${entry.at}-${entry.action}`}
      columns={[
        { header: t('at'), cell: (entry) => formatDate(entry.at, locale, true) },
        { header: t('by'), cell: (entry) => entry.admin?.label ?? '—' },
        {
          header: t('change'),
          cell: (entry) =>
            entry.action === 'extend'
              ? translate('subscription.history.extended', { smart_count: entry.days ?? 0 })
              : translate('subscription.history.cancelled'),
        },
        { header: t('reason'), cell: (entry) => entry.reason },
      ]}
    />
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
