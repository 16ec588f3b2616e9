// The rounds of a round category: open one's form, start a new one, copy one to paste it elsewhere, or
// open one's exercises to attach and order them.
import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AttachedList } from './AttachedList';
import type { Clipboard } from './libraryKinds';
import { nameOf, type RoundSummary } from './treeData';
import type { LibraryCall } from './useLibraryTree';
import { useRoundTypeWords } from './useRoundTypeWords';
import { formatNumber } from '../list/format';

export function RoundsList(props: {
  rounds: readonly RoundSummary[];
  call: LibraryCall;
  onCopy: (clip: Clipboard) => void;
}) {
  const translate = useTranslate();
  const [openRound, setOpenRound] = useState<number | null>(null);
  const opened = props.rounds.find((round) => round.id === openRound);
  const locale = useLocale();
  const basename = useBasename();
  const typeWords = useRoundTypeWords();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {translate('library.rounds')}
        </Typography>
        <Button component={Link} to={`${basename}/rounds/ops`} size="small">
          {translate('library.new_round')}
        </Button>
      </Stack>
      {props.rounds.length === 0 ? (
        <Typography color="text.secondary">{translate('library.no_items')}</Typography>
      ) : (
        <List dense aria-label={translate('library.rounds')}>
          {props.rounds.map((round) => (
            <ListItem
              key={round.id}
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    aria-pressed={openRound === round.id}
                    onClick={() => setOpenRound(openRound === round.id ? null : round.id)}
                  >
                    {translate('library.round_exercises')}
                  </Button>
                  <Button size="small" component={Link} to={`${basename}/rounds/ops/${round.id}`}>
                    {translate('library.edit')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => props.onCopy({ type: 'round', id: round.id, name: nameOf(round, locale) })}
                  >
                    {translate('library.copy')}
                  </Button>
                </Stack>
              }
            >
              <ListItemText
                primary={nameOf(round, locale)}
                secondary={`${typeWords(round.type)} × ${formatNumber(round.repeats, locale)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {opened && (
        <AttachedList
          container={{ column: 'round_id', id: opened.id }}
          title={translate('library.exercises_of', { name: nameOf(opened, locale) })}
          version={0}
          call={props.call}
        />
      )}
    </Stack>
  );
}
