// /default/treeview — who referred whom, as a tree that loads one level at a time: each member with the
// number it referred and the rewards it earned; a search opens the branches down to a member. Only open
// branches are drawn, so a tree of ten thousand members stays light.
import { type FormEvent, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, IconButton, TextField, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useTranslate } from 'react-admin';
import { RequireView } from '../../list/pages/RequireView';
import { formatAmount } from '../../list/format';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { formatCount } from '../dashboard/CountCard';
import { type LevelKey, useReferralTree } from './useReferralTree';

type Tree = ReturnType<typeof useReferralTree>;

function Branch({ tree, parent, depth, found }: { tree: Tree; parent: LevelKey; depth: number; found: number | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const level = tree.levels.get(parent);
  if (!level) return null;
  return (
    <Box
      component="ul"
      role={depth === 1 ? 'tree' : 'group'}
      aria-label={depth === 1 ? translate('referrals.tree.title') : undefined}
      sx={{ listStyle: 'none', m: 0, ps: depth === 1 ? 0 : 3 }}
    >
      {level.nodes.map((node) => {
        const expandable = node.referred > 0;
        const isOpen = tree.open.has(node.id);
        return (
          <Box
            component="li"
            key={node.id}
            role="treeitem"
            aria-level={depth}
            aria-expanded={expandable ? isOpen : undefined}
            aria-selected={found === node.id}
            aria-label={node.name}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.25,
                bgcolor: found === node.id ? 'action.selected' : undefined,
              }}
            >
              {expandable ? (
                <IconButton
                  size="small"
                  onClick={() => tree.toggle(node.id)}
                  aria-label={translate(isOpen ? 'referrals.tree.close' : 'referrals.tree.open', { name: node.name })}
                >
                  {isOpen ? (
                    <ExpandMoreIcon fontSize="small" />
                  ) : (
                    <ChevronRightIcon fontSize="small" sx={{ transform: locale === 'ar' ? 'scaleX(-1)' : 'none' }} />
                  )}
                </IconButton>
              ) : (
                <Box sx={{ width: 34 }} />
              )}
              <Typography component="span">{node.name}</Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {translate('referrals.tree.summary', {
                  smart_count: node.referred,
                  count: formatCount(node.referred, locale),
                  rewards: formatAmount(node.rewards, locale),
                })}
              </Typography>
            </Box>
            {isOpen && <Branch tree={tree} parent={node.id} depth={depth + 1} found={found} />}
          </Box>
        );
      })}
      {level.more && (
        <li>
          <Button size="small" onClick={() => tree.loadMore(parent, level.nodes.at(-1)?.id)}>
            {translate('referrals.tree.more')}
          </Button>
        </li>
      )}
    </Box>
  );
}

export default function ReferralTreePage() {
  const translate = useTranslate();
  useDocumentTitle(translate('referrals.tree.title'));
  const tree = useReferralTree();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (search.trim() === '') return;
    const id = await tree.reveal(search.trim());
    setFound(id);
    setMissing(id === null);
  };

  return (
    <RequireView subject="Referral">
      <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
        <Typography component="h1" variant="h5">
          {translate('referrals.tree.title')}
        </Typography>
        <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            label={translate('referrals.tree.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="contained">
            {translate('referrals.tree.find')}
          </Button>
        </Box>
        {missing && <Alert severity="info">{translate('referrals.tree.not_found')}</Alert>}
        {tree.failed && <Alert severity="error">{translate('referrals.tree.failed')}</Alert>}
        <Card>
          <CardContent>
            <Branch tree={tree} parent="root" depth={1} found={found} />
          </CardContent>
        </Card>
      </Box>
    </RequireView>
  );
}
