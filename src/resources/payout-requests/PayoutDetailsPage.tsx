// /default/payout-requests/:id — the request's fields, its possible decisions (each confirmed in a dialog,
// for finance), its history and its notes. `?status=paid` (the old transition form's links) opens the
// matching decision when the request's state allows it.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PayoutStatus, TransitionEntry } from '../../../common/payouts/transitions';
import { useAbilities } from '../../list/useAbilities';
import { type DetailsSectionsProps, detailsPage } from '../../pages/details/detailsPage';
import { DetailsActions } from '../../pages/details/DetailsActions';
import { SectionCard } from '../../pages/details/SectionCard';
import { DECISION_ACTIONS, PayoutDecisionDialog } from './PayoutDecisionDialog';
import { PayoutHistory } from './PayoutHistory';
import { askedDecision, nextStatuses } from './payoutTransition';

function PayoutSections({ single, reload }: DetailsSectionsProps) {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { edit: canEdit } = useAbilities('PayoutRequest');
  const next = canEdit ? nextStatuses(single.item.status) : [];
  const [decision, setDecision] = useState<PayoutStatus | null>(() =>
    canEdit ? askedDecision(single.item.status, search.get('status')) : null,
  );
  const transitions = (single.item.transitions ?? []) as TransitionEntry[];
  const close = () => {
    setDecision(null);
    // A reload must not open the dialog again.
    if (search.has('status')) setSearch({}, { replace: true });
  };
  return (
    <>
      <DetailsActions
        actions={next.map((status) => ({
          key: status,
          label: translate(`payout.actions.${DECISION_ACTIONS[status]}`),
          destructive: status === 'rejected',
          onClick: () => setDecision(status),
        }))}
      />
      <SectionCard title={translate('payout.history.title')}>
        <PayoutHistory transitions={transitions} />
      </SectionCard>
      <PayoutDecisionDialog
        id={id}
        item={single.item}
        decision={decision}
        onClose={close}
        onDone={() => {
          close();
          reload();
        }}
      />
    </>
  );
}

export default detailsPage({ model: 'payout-requests', title: 'payout.title', Sections: PayoutSections });
