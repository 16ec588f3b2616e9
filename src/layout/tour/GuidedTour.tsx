// The guided tour: a card next to each highlighted part of the shell with Back, Next, Skip and Done.
// A non-modal dialog: focus moves to it, Escape dismisses it, the page stays usable. Steps whose
// element is not on screen (the menu on a small screen) are left out.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Paper, Popper, Typography } from '@mui/material';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { storedUser } from '../../providers/session';
import { DirectionalIcon } from '../../theme/DirectionalIcon';
import { formatNumber } from '../formatNumber';
import { TOUR_STEPS, tourTarget, type TourStep } from './tourSteps';
import { markTourDone } from './tourStorage';

interface GuidedTourProps {
  open: boolean;
  onClose: () => void;
}

const SPOTLIGHT_PADDING = 6;

/** Where the highlighted element is on screen, kept up to date while the page scrolls or resizes. */
function useTargetRect(target: HTMLElement | null): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useLayoutEffect(() => {
    if (!target) return;
    const update = () => setRect(target.getBoundingClientRect());
    target.scrollIntoView?.({ block: 'nearest' });
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [target]);
  return target ? rect : null;
}

export const GuidedTour = ({ open, onClose }: GuidedTourProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [steps, setSteps] = useState<TourStep[]>([]);
  const [index, setIndex] = useState(0);
  const titleId = useId();
  const textId = useId();
  const focusBefore = useRef<HTMLElement | null>(null);

  // The steps are decided when the tour opens, from what is on screen then.
  useEffect(() => {
    if (!open) return;
    const available = TOUR_STEPS.filter((step) => tourTarget(step) !== null);
    if (available.length === 0) {
      onClose();
      return;
    }
    focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSteps(available);
    setIndex(0);
  }, [open, onClose]);

  const step = open ? steps[index] : undefined;
  const target = step ? tourTarget(step) : null;
  const rect = useTargetRect(target);

  if (!step || !target) return null;

  const finish = () => {
    const adminId = storedUser()?.id;
    if (adminId !== undefined) markTourDone(adminId);
    onClose();
    focusBefore.current?.focus?.();
  };
  const last = index === steps.length - 1;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      finish();
    }
  };

  return (
    <>
      {rect && (
        <Box
          aria-hidden
          data-testid="tour-spotlight"
          // Physical screen coordinates: inline so the RTL style plugin leaves them alone.
          style={{
            top: rect.top - SPOTLIGHT_PADDING,
            left: rect.left - SPOTLIGHT_PADDING,
            width: rect.width + SPOTLIGHT_PADDING * 2,
            height: rect.height + SPOTLIGHT_PADDING * 2,
          }}
          sx={{
            position: 'fixed',
            zIndex: (theme) => theme.zIndex.modal,
            borderRadius: 2,
            boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.45)',
            outline: '2px solid #fff',
            pointerEvents: 'none',
            transition: 'all 200ms ease-out',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        />
      )}
      <Popper
        open
        anchorEl={target}
        placement="bottom-start"
        modifiers={[
          { name: 'offset', options: { offset: [0, SPOTLIGHT_PADDING + 8] } },
          { name: 'preventOverflow', options: { padding: 8 } },
        ]}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
      >
        <Paper
          // A new card for each step: its main button takes the focus (autoFocus) as it appears.
          key={step.key}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          aria-describedby={textId}
          onKeyDown={onKeyDown}
          elevation={8}
          sx={{ p: 2, width: 320, maxWidth: 'calc(100vw - 16px)' }}
        >
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
            {translate('shell.tour.label')} ·{' '}
            {translate('shell.tour.step', {
              current: formatNumber(index + 1, locale),
              total: formatNumber(steps.length, locale),
            })}
          </Typography>
          <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 0.5 }}>
            {translate(`shell.tour.steps.${step.key}.title`)}
          </Typography>
          <Typography id={textId} variant="body2" sx={{ mb: 2 }}>
            {translate(`shell.tour.steps.${step.key}.text`)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {!last && (
              <Button size="small" onClick={finish} sx={{ marginInlineEnd: 'auto' }}>
                {translate('shell.tour.skip')}
              </Button>
            )}
            <Box sx={{ display: 'flex', gap: 1, marginInlineStart: 'auto' }}>
              {index > 0 && (
                <Button
                  size="small"
                  onClick={() => setIndex(index - 1)}
                  startIcon={<DirectionalIcon icon={ArrowBackIcon} />}
                >
                  {translate('shell.tour.back')}
                </Button>
              )}
              <Button
                autoFocus
                size="small"
                variant="contained"
                onClick={last ? finish : () => setIndex(index + 1)}
                endIcon={last ? undefined : <DirectionalIcon icon={ArrowForwardIcon} />}
              >
                {translate(last ? 'shell.tour.done' : 'shell.tour.next')}
              </Button>
            </Box>
          </Box>
        </Paper>
      </Popper>
    </>
  );
};
