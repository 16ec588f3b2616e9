// One day of the planner: its items in order (drag to reorder or to move to another day; each row's buttons
// do the same from the keyboard), its own buttons (copy it to other days, add an extra day, remove it), and a
// button that opens the library picker for this day.
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import { Box, Button, Chip, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { dropOn, type ItemRowActions, PlannerItemRow } from './PlannerItemRow';
import type { PlanDay } from '../../../common/programmes/plan';
import { dayTitle } from './planText';

export interface DayActions extends ItemRowActions {
  removeDay(key: string): void;
  addVirtualDay(key: string): void;
  /** Opens the dialog that copies the day under `key` to other days. */
  copyDay(key: string): void;
  /** Opens the library picker to add items under the day's key. */
  pick(key: string, title: string): void;
}

interface Props {
  day: PlanDay;
  language: 'en' | 'ar';
  previousKey: string | null;
  nextKey: string | null;
  actions: DayActions;
}

/** The day's own buttons beside its title: their message under programmes.planner, icon and action. */
const DAY_ACTIONS = [
  { label: 'planner.copy_day', Icon: ContentCopyIcon, act: 'copyDay' },
  { label: 'programmes.planner.add_virtual_day', Icon: LibraryAddIcon, act: 'addVirtualDay' },
  { label: 'programmes.planner.remove_day', Icon: DeleteIcon, act: 'removeDay' },
] as const;

// The rows' native buttons, styled once here with their names as tips (`data-tip`) shown on hover and on
// keyboard focus; the glyphs of day moves point the way the days run.
const rowStyles = {
  listStyle: 'none',
  p: 0,
  m: 0,
  '& li': { borderTop: 1, borderColor: 'divider', py: 0.5, cursor: 'grab' },
  '& li > div': { display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' },
  // The numbers on a line of their own, the buttons on the next: a day's column is too narrow for both.
  '& .numbers': { flexBasis: '100%', fontSize: 13 },
  '& .unset': { color: 'text.secondary' },
  '& button': {
    position: 'relative',
    minWidth: 28,
    minHeight: 28,
    font: 'inherit',
    color: 'text.primary',
    bgcolor: 'transparent',
    border: 0,
    borderRadius: 1,
    cursor: 'pointer',
  },
  '& button:hover:not(:disabled)': { bgcolor: 'action.hover' },
  '& button:disabled': { color: 'text.disabled', cursor: 'default' },
  '& button:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
  '& button[data-tip]:hover::after, & button[data-tip]:focus-visible::after': {
    content: 'attr(data-tip)',
    position: 'absolute',
    insetBlockStart: '100%',
    insetInlineEnd: 0,
    zIndex: 2,
    mt: 0.5,
    px: 1,
    py: 0.5,
    borderRadius: 1,
    bgcolor: 'grey.800',
    color: 'common.white',
    fontSize: 12,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
  },
  '[dir="rtl"] & .flips': { display: 'inline-block', transform: 'scaleX(-1)' },
} as const;

function PlannerDayCard({ day, language, previousKey, nextKey, actions }: Props) {
  const translate = useTranslate();
  const title = dayTitle(translate, day, language);

  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ p: 1.5, minWidth: 260 }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => dropOn(event, actions, { key: day.key, index: day.items.length })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {/* A day holding items is a training day, whatever flag it came with. */}
        {day.rest === 1 && day.items.length === 0 && <Chip size="small" label={translate('programmes.planner.rest')} />}
        {DAY_ACTIONS.map(({ label, Icon, act }) => (
          <Tooltip key={label} title={translate(label)}>
            <IconButton size="small" aria-label={translate(label)} onClick={() => actions[act](day.key)}>
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        ))}
      </Stack>
      <Box component="ol" sx={rowStyles}>
        {day.items.map((item, index) => (
          <PlannerItemRow
            key={`${item.kind}:${item.ref_id}`}
            item={item}
            language={language}
            dayKey={day.key}
            index={index}
            last={index === day.items.length - 1}
            previousKey={previousKey}
            nextKey={nextKey}
            actions={actions}
          />
        ))}
      </Box>
      <Button
        size="small"
        startIcon={<AddIcon />}
        aria-label={`${translate('programmes.planner.add_from_library')} — ${title}`}
        onClick={() => actions.pick(day.key, title)}
        sx={{ mt: 1 }}
      >
        {translate('programmes.planner.add_from_library')}
      </Button>
    </Paper>
  );
}

/** Only the days that change render again while someone edits or drags. */
export const PlannerDay = memo(PlannerDayCard);
