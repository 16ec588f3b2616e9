// The members a referred member brought in turn: each with how many they referred and the rewards earned.
import type { ComponentType } from 'react';
import { Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
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
  const locale = useLocale();
  const t = (key: string) => translate(`referral.details.${key}`);
  return (
    <>
      <EntryTable
        label={t('referred')}
        empty={t('none')}
        entries={nodes}
        rowKey={(node) => node.id}
        columns={[
          { header: t('member'), cell: (node) => <MemberLink node={node} /> },
          { header: t('referred_count'), align: 'right', cell: (node) => formatNumber(node.referred, locale) },
          { header: t('rewards'), align: 'right', cell: (node) => formatAmount(node.rewards, locale) },
        ]}
      />
      {more && nodes.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('more')}
        </Typography>
      )}
    </>
  );
}
