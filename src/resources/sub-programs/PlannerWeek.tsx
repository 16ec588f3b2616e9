// One week of the planner, with a button that copies it to other weeks. Only weeks on or near the screen mount their days; a far week keeps its place
// with its heading, a count of its items and the height it last had, so a long plan opens and scrolls at once.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import { memo, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { type DayActions, PlannerDay } from './PlannerDay';
import { planNumber } from './planNumber';
import { weekTitle } from './planText';
import type { PlanWeek } from './planWeeks';
import { useNearViewport } from './useNearViewport';

export interface PlanActions extends DayActions {
  /** Opens the dialog that copies the week to other weeks. */
  copyWeek(week: number): void;
}

interface Props {
  week: PlanWeek;
  language: 'en' | 'ar';
  actions: PlanActions;
  /** Drawn before the first observation: the week the planner opens on. */
  first?: boolean;
}

/** A first guess of a far week's height before it was ever drawn: rows of day cards of its longest day. */
function estimatedHeight(week: PlanWeek): number {
  const longest = Math.max(0, ...week.days.map(({ day }) => day.items.length));
  return Math.ceil(week.days.length / 4) * (110 + longest * 64);
}

function PlannerWeekSection({ week, language, actions, first = false }: Props) {
  const translate = useTranslate();
  const { ref, near } = useNearViewport<HTMLElement>(first);
  const drawnHeight = useRef<number | null>(null);
  const grid = useRef<HTMLDivElement | null>(null);
  // The drawn height as the browser lays it out anyway: reading offsetHeight after each render forced a
  // layout of the whole page inside every drop (7–15 ms of a 30 ms drop).
  useEffect(() => {
    const element = grid.current;
    if (!near || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
      // A grid taken out as the week goes far reports no height: the last drawn one is kept.
      if (height > 0) drawnHeight.current = height;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const title = weekTitle(translate, week.week, language);
  const headingId = `planner-week-${week.week}`;

  return (
    <Box component="section" ref={ref} aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {/* The tip says the whole action; the button's name stays its visible text. */}
        <Tooltip title={translate('planner.copy_week')} describeChild>
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => actions.copyWeek(week.week)}>
            {translate('planner.copy_week_button')}
          </Button>
        </Tooltip>
      </Stack>
      {near ? (
        <Box
          ref={grid}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}
        >
          {week.days.map(({ day, previousKey, nextKey }) => (
            <PlannerDay
              key={day.key}
              day={day}
              language={language}
              previousKey={previousKey}
              nextKey={nextKey}
              actions={actions}
            />
          ))}
        </Box>
      ) : (
        <Typography
          color="text.secondary"
          sx={{ height: drawnHeight.current ?? estimatedHeight(week), overflow: 'hidden' }}
        >
          {translate('programmes.planner.week_summary', {
            // The plural form follows the number; the text shows it in the screen's digits.
            smart_count: week.items,
            count: planNumber(week.items, language),
          })}
        </Typography>
      )}
    </Box>
  );
}

/** The same week when it holds the same days (by identity: the draft's changes copy only what they change). */
function sameWeek(before: Props, after: Props): boolean {
  return (
    before.actions === after.actions &&
    before.language === after.language &&
    before.first === after.first &&
    before.week.week === after.week.week &&
    before.week.days.length === after.week.days.length &&
    before.week.days.every(
      (placed, index) =>
        placed.day === after.week.days[index].day &&
        placed.previousKey === after.week.days[index].previousKey &&
        placed.nextKey === after.week.days[index].nextKey,
    )
  );
}

/** A week whose days did not change does not render again while someone edits another week. */
export const PlannerWeek = memo(PlannerWeekSection, sameWeek);
