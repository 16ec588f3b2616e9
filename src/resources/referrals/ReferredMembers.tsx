// The members a referred member brought in turn: each with how many they referred and the rewards earned.
import type { ComponentType } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatAmount, formatNumber } from '../../list/format';
import { EntryTable } from '../../pages/details/EntryTable';
import type { ReferralNode } from '../../providers/calls/members';

interface ReferredMembersProps {
  nodes: readonly ReferralNode[];
  /** More members than the first page: the tree view has them all. */
  more: boolean;
  link: ComponentType<{ node: ReferralNode }>;
}

export function ReferredMembers({ nodes, more, link: MemberLink }: ReferredMembersProps) {
  const translate = useTranslate();
  return (
    <>
      <EntryTable
        texts="referral.details"
        label="referred"
        empty="none"
        entries={nodes}
        columns={[
          { header: 'member', cell: (node) => <MemberLink node={node} /> },
          { header: 'referred_count', align: 'right', cell: (node, locale) => formatNumber(node.referred, locale) },
          { header: 'rewards', align: 'right', cell: (node, locale) => formatAmount(node.rewards, locale) },
        ]}
      />
      {more && nodes.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('referral.details.more')}
        </Typography>
      )}
    </>
  );
}
