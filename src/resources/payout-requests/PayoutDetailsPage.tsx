// /default/payout-requests/:id — the request's fields, the buttons of its possible transitions (to the
// transition form), its history and its notes.
import { useBasename, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { TransitionEntry } from '../../../common/payouts/transitions';
import { useAbilities } from '../../list/useAbilities';
import { detailsPage } from '../../pages/details/detailsPage';
import { DetailsActions } from '../../pages/details/DetailsActions';
import { SectionCard } from '../../pages/details/SectionCard';
import type { SingleRecord } from '../../providers/dataProvider';
import { nextStatuses } from './payoutTransition';
import { PayoutHistory } from './PayoutHistory';

const ACTION_KEYS = { approved: 'approve', rejected: 'reject', paid: 'pay', pending: 'approve' } as const;

function PayoutSections({ single }: { single: SingleRecord }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { id = '' } = useParams();
  const { edit: canEdit } = useAbilities('PayoutRequest');
  const next = nextStatuses(single.item.status);
  const transitions = (single.item.transitions ?? []) as TransitionEntry[];
  return (
    <>
      <DetailsActions
        actions={(canEdit ? next : []).map((status) => ({
          key: status,
          label: translate(`payout.actions.${ACTION_KEYS[status]}`),
          destructive: status === 'rejected',
          to: `${basename}/payout-requests/ops/${encodeURIComponent(id)}?status=${status}`,
        }))}
      />
      <SectionCard title={translate('payout.history.title')}>
        <PayoutHistory transitions={transitions} />
      </SectionCard>
    </>
  );
}

export default detailsPage({ model: 'payout-requests', title: 'payout.title', Sections: PayoutSections });
