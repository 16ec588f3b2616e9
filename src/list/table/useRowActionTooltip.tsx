// One tooltip for all the row action buttons of the results table, shown over the button a mouse
// hovers or the keyboard focuses: a 150-row page has up to 600 action buttons, and a MUI Tooltip (or
// any component) around each was a large part of drawing the page. The text is the button's own name.
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { Tooltip } from '@mui/material';

/** MUI's default delay before a hovered tooltip shows. */
const ENTER_DELAY_MS = 100;
const ANCHOR_STYLE = { display: 'none' } as const;

function actionButtonOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('button.row-action') : null;
}

export function useRowActionTooltip() {
  const [button, setButton] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (target: HTMLElement, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setButton(target);
      setOpen(true);
    }, delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  const handlers = {
    // Touch taps do not show it, as with MUI's own hover listener.
    onPointerOver(event: PointerEvent<HTMLElement>) {
      const target = actionButtonOf(event.target);
      if (target && event.pointerType === 'mouse' && target !== actionButtonOf(event.relatedTarget))
        show(target, ENTER_DELAY_MS);
    },
    onPointerOut(event: PointerEvent<HTMLElement>) {
      const target = actionButtonOf(event.target);
      if (target && target !== actionButtonOf(event.relatedTarget)) hide();
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      const target = actionButtonOf(event.target);
      if (target && target === event.target && target.matches(':focus-visible')) show(target, 0);
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      if (actionButtonOf(event.target)) hide();
    },
  };

  const tooltip =
    button && button.isConnected ? (
      <Tooltip
        title={button.getAttribute('aria-label') ?? ''}
        open={open}
        onClose={hide}
        slotProps={{ popper: { anchorEl: button } }}
      >
        <span aria-hidden style={ANCHOR_STYLE} />
      </Tooltip>
    ) : null;

  return { handlers, tooltip };
}
