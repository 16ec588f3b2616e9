// /default/referrals/:id — who referred whom and the reward, the chain of referrers from the branch's
// root down to the referred member, and the members that member referred in turn (from getSingle).
import { Link, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { detailPath } from '../../list/table/detailLinks';
import { detailsPage } from '../../pages/details/detailsPage';
import { SectionCard } from '../../pages/details/SectionCard';
import type { ReferralNode } from '../../providers/calls/members';
import type { SingleRecord } from '../../providers/dataProvider';
import { ReferredMembers } from './ReferredMembers';

function MemberLink({ node }: { node: ReferralNode }) {
  const basename = useBasename();
  const path = detailPath({ route: 'users-details', id: node.id, label: node.name });
  return (
    <Link component={RouterLink} to={`${basename}${path}`}>
      {node.name}
    </Link>
  );
}

function ReferralSections({ single }: { single: SingleRecord }) {
  const translate = useTranslate();
  const chain = (single.item.chain ?? []) as ReferralNode[];
  const referred = (single.item.referred ?? []) as ReferralNode[];
  const t = (key: string) => translate(`referral.details.${key}`);
  return (
    <>
      <SectionCard title={t('chain')}>
        <Typography component="ol" aria-label={t('chain')} sx={{ m: 0, ps: 3 }}>
          {chain.map((node) => (
            <li key={node.id}>
              <MemberLink node={node} />
            </li>
          ))}
        </Typography>
      </SectionCard>
      <SectionCard title={t('referred')}>
        <ReferredMembers nodes={referred} more={single.item.more_referred === true} link={MemberLink} />
      </SectionCard>
    </>
  );
}

export default detailsPage({ model: 'referrals', title: 'referral.details.title', Sections: ReferralSections });
