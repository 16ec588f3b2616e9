// The members a referred member brought in turn: each with how many they referred and the rewards earned.
import type { ComponentType } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatAmount, formatNumber } from '../../list/format';

/** A member of the referral tree as the server answers it (server/referrals/tree.ts). */
export interface ReferralNode {
  id: number;
  name: string;
  referred: number;
  rewards: number;
}

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
  if (nodes.length === 0) return <Typography color="text.secondary">{t('none')}</Typography>;
  return (
    <>
      <Table size="small" aria-label={t('referred')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('member')}</TableCell>
            <TableCell align="right">{t('referred_count')}</TableCell>
            <TableCell align="right">{t('rewards')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {nodes.map((node) => (
            <TableRow key={node.id}>
              <TableCell>
                <MemberLink node={node} />
              </TableCell>
              <TableCell align="right">{formatNumber(node.referred, locale)}</TableCell>
              <TableCell align="right">{formatAmount(node.rewards, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('more')}
        </Typography>
      )}
    </>
  );
}
