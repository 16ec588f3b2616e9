// The tooltip of a row action button, created the first time the button is hovered with a mouse or
// focused from the keyboard: a page of 150 rows has up to 600 action buttons, and a MUI Tooltip around
// each was about a third of the page's render time. Once created, MUI's Tooltip draws it (placement,
// transition, Escape), anchored to an overlay of the button, so the button itself is never re-created.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Tooltip } from '@mui/material';

/** MUI's default delay before a hovered tooltip shows. */
const ENTER_DELAY_MS = 100;

const WRAPPER_STYLE = { position: 'relative', display: 'inline-flex' } as const;
const ANCHOR_STYLE = { position: 'absolute', inset: 0, pointerEvents: 'none' } as const;

export function ActionTooltip({ title, children }: { title: string; children: ReactNode }) {
  const [created, setCreated] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setCreated(true);
      setOpen(true);
    }, delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <span
      style={WRAPPER_STYLE}
      // Touch taps do not show it, as with MUI's own hover listener.
      onPointerEnter={(event) => event.pointerType === 'mouse' && show(ENTER_DELAY_MS)}
      onPointerLeave={hide}
      onFocus={(event) => event.target.matches(':focus-visible') && show(0)}
      onBlur={hide}
    >
      {children}
      {created && (
        <Tooltip title={title} open={open} onClose={hide}>
          <span aria-hidden style={ANCHOR_STYLE} />
        </Tooltip>
      )}
    </span>
  );
}
