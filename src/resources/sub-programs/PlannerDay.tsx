// One day of the planner: its items in order (drag to reorder or to move to another day; the buttons do
// the same from the keyboard), the sets, reps, seconds and rest of each, and a small form to add one.
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import {
  Box,
  Button,
  Chip,
  IconButton,
  InputBase,
  MenuItem,
  Paper,
  Select,
  Stack,
  Typography,
  useTheme,
} from '@mui/material';
import { memo, useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { PlanDay, PlanItem, PlanItemKind } from './planDraft';

export interface DayActions {
  add(key: string, kind: PlanItemKind, refId: number): void;
  change(key: string, index: number, change: Partial<PlanItem>): void;
  remove(key: string, index: number): void;
  move(from: { key: string; index: number }, to: { key: string; index: number }): void;
  removeDay(key: string): void;
  addVirtualDay(key: string): void;
}

interface Props {
  day: PlanDay;
  previousKey: string | null;
  nextKey: string | null;
  actions: DayActions;
}

const DRAG_TYPE = 'application/x-plan-item';
const NUMBER_FIELDS = [
  ['sets', 'programmes.planner.sets'],
  ['reps', 'programmes.planner.reps'],
  ['duration_seconds', 'programmes.planner.duration'],
  ['rest_seconds', 'programmes.planner.rest_seconds'],
] as const;

function dropTarget(event: DragEvent): { key: string; index: number } | null {
  try {
    return JSON.parse(event.dataTransfer.getData(DRAG_TYPE));
  } catch {
    return null;
  }
}

/**
 * Whether the day is on or near the screen: far days show their items' names only, so a plan of 600 items
 * opens at once and the inputs appear as one scrolls (everywhere without IntersectionObserver).
 */
function useNearScreen() {
  const ref = useRef<HTMLElement | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: '600px',
      },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

function PlannerDayCard({ day, previousKey, nextKey, actions }: Props) {
  const translate = useTranslate();
  const { ref, near } = useNearScreen();
  // Before and next point the way the days run: leftwards in Arabic.
  const flip = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const [kind, setKind] = useState<PlanItemKind>('exercise');
  const [refId, setRefId] = useState('');
  const virtual = day.key.startsWith('v-');
  const title = translate(virtual ? 'programmes.planner.virtual_title' : 'programmes.planner.day_title', {
    week: day.week,
    day: day.day,
  });
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    event.stopPropagation();
    const from = dropTarget(event);
    if (from) actions.move(from, { key: day.key, index });
  };
  const number = (value: string) => (value.trim() === '' ? null : Math.max(0, Math.round(Number(value))));

  return (
    <Paper
      ref={ref}
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ p: 1.5, minWidth: 260 }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => onDrop(event, day.items.length)}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="h2" variant="subtitle1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {day.rest === 1 && <Chip size="small" label={translate('programmes.planner.rest')} />}
        {near && (
          <>
            <IconButton
              size="small"
              aria-label={translate('programmes.planner.add_virtual_day')}
              onClick={() => actions.addVirtualDay(day.key)}
            >
              <LibraryAddIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={translate('programmes.planner.remove_day')}
              onClick={() => actions.removeDay(day.key)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </Stack>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {day.items.map((item, index) => {
          const label = translate('programmes.planner.item_label', {
            kind: translate(`programmes.planner.kinds.${item.kind}`),
            id: item.ref_id,
          });
          return (
            <Box
              component="li"
              key={`${item.kind}:${item.ref_id}`}
              aria-label={label}
              draggable
              onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ key: day.key, index }))}
              onDrop={(event) => onDrop(event, index)}
              sx={{ borderTop: 1, borderColor: 'divider', py: 0.5, cursor: 'grab' }}
            >
              <span>{label}</span>
              {near && (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  {NUMBER_FIELDS.map(([name, key]) => (
                    <InputBase
                      key={name}
                      type="number"
                      value={item[name] ?? ''}
                      placeholder={translate(key)}
                      inputProps={{ 'aria-label': `${translate(key)} — ${label}`, min: 0 }}
                      onChange={(event) => actions.change(day.key, index, { [name]: number(event.target.value) })}
                      sx={{ width: 64, fontSize: 13, border: 1, borderColor: 'divider', px: 0.5 }}
                    />
                  ))}
                  <IconButton
                    size="small"
                    aria-label={`${translate('programmes.planner.move_up')} — ${label}`}
                    disabled={index === 0}
                    onClick={() => actions.move({ key: day.key, index }, { key: day.key, index: index - 1 })}
                  >
                    <ArrowUpwardIcon fontSize="inherit" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`${translate('programmes.planner.move_down')} — ${label}`}
                    disabled={index === day.items.length - 1}
                    onClick={() => actions.move({ key: day.key, index }, { key: day.key, index: index + 1 })}
                  >
                    <ArrowDownwardIcon fontSize="inherit" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`${translate('programmes.planner.move_previous_day')} — ${label}`}
                    disabled={previousKey === null}
                    onClick={() =>
                      previousKey &&
                      actions.move({ key: day.key, index }, { key: previousKey, index: Number.MAX_SAFE_INTEGER })
                    }
                  >
                    <NavigateBeforeIcon fontSize="inherit" sx={flip} />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`${translate('programmes.planner.move_next_day')} — ${label}`}
                    disabled={nextKey === null}
                    onClick={() =>
                      nextKey && actions.move({ key: day.key, index }, { key: nextKey, index: Number.MAX_SAFE_INTEGER })
                    }
                  >
                    <NavigateNextIcon fontSize="inherit" sx={flip} />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`${translate('programmes.planner.remove_item')} — ${label}`}
                    onClick={() => actions.remove(day.key, index)}
                  >
                    <DeleteIcon fontSize="inherit" />
                  </IconButton>
                </Stack>
              )}
            </Box>
          );
        })}
      </Box>
      {near && (
        <Stack
          component="form"
          direction="row"
          spacing={0.5}
          sx={{ mt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            const id = Number(refId);
            if (Number.isInteger(id) && id > 0) {
              actions.add(day.key, kind, id);
              setRefId('');
            }
          }}
        >
          <Select
            size="small"
            value={kind}
            onChange={(event) => setKind(event.target.value as PlanItemKind)}
            inputProps={{ 'aria-label': `${translate('programmes.planner.kind')} — ${title}` }}
            sx={{ fontSize: 13 }}
          >
            {(['exercise', 'category', 'round'] as const).map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`programmes.planner.kinds.${value}`)}
              </MenuItem>
            ))}
          </Select>
          <InputBase
            type="number"
            value={refId}
            onChange={(event) => setRefId(event.target.value)}
            placeholder={translate('programmes.planner.ref_id')}
            inputProps={{ 'aria-label': `${translate('programmes.planner.ref_id')} — ${title}`, min: 1 }}
            sx={{ width: 90, fontSize: 13, border: 1, borderColor: 'divider', px: 0.5 }}
          />
          <Button
            type="submit"
            size="small"
            startIcon={<AddIcon />}
            aria-label={`${translate('programmes.planner.add')} — ${title}`}
          >
            {translate('programmes.planner.add')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

/** Only the days that change render again while someone edits or drags. */
export const PlannerDay = memo(PlannerDayCard);
