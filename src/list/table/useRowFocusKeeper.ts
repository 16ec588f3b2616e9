// Keeps keyboard focus in the results when the focused control disappears: a deleted row, Disable
// swapped for Enable, a dialog returning focus to a button that is gone. Focus then goes to the row now
// at the same place, instead of falling back to the top of the page.
import { useCallback, useEffect, useRef, type FocusEvent, type RefObject } from 'react';

interface Remembered {
  element: HTMLElement;
  /** The position of its row in the table body. */
  index: number;
}

export interface RowFocusBodyProps {
  ref: RefObject<HTMLTableSectionElement | null>;
  onFocus(event: FocusEvent<HTMLTableSectionElement>): void;
  onBlur(event: FocusEvent<HTMLTableSectionElement>): void;
}

function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** A row's own focus (Enter opens it) or else its first control. */
function focusTargetOf(row: HTMLTableRowElement): HTMLElement | null {
  return row.tabIndex >= 0 ? row : row.querySelector<HTMLElement>('input, button, a[href]');
}

/**
 * `bodyProps` go on the table body; `afterDialog` is called once a dialog opened from a row has closed
 * (MUI then tries to return focus to the button that opened it, which may be gone, and focus stays in
 * the closed dialog). The check also runs by itself whenever `rows` change.
 */
export function useRowFocusKeeper(rows: unknown) {
  const body = useRef<HTMLTableSectionElement>(null);
  const remembered = useRef<Remembered | null>(null);

  const onFocus = useCallback((event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest('tr');
    const index = row ? Array.prototype.indexOf.call(event.currentTarget.rows, row) : -1;
    remembered.current = index >= 0 ? { element: event.target as HTMLElement, index } : null;
  }, []);

  // Leaving the table for another control (not for a dialog the row opened) ends the duty.
  const onBlur = useCallback((event: FocusEvent<HTMLTableSectionElement>) => {
    const next = event.relatedTarget as HTMLElement | null;
    if (next && !event.currentTarget.contains(next) && !next.closest('[role="dialog"]')) remembered.current = null;
  }, []);

  const recover = useCallback((dialogClosed: boolean) => {
    const last = remembered.current;
    const rowsNow = body.current?.rows;
    // Nothing to do while the control is still there (focus went back to it) or focus is elsewhere.
    if (!last || last.element.isConnected || !rowsNow || rowsNow.length === 0) return;
    const leftInClosedDialog = dialogClosed && document.activeElement?.closest('[role="dialog"]');
    if (!focusIsLost() && !leftInClosedDialog) return;
    const target = focusTargetOf(rowsNow[Math.min(last.index, rowsNow.length - 1)]);
    if (!target) return;
    remembered.current = { element: target, index: last.index };
    target.focus();
  }, []);

  useEffect(() => recover(false), [rows, recover]);
  const afterDialog = useCallback(() => recover(true), [recover]);

  const bodyProps: RowFocusBodyProps = { ref: body, onFocus, onBlur };
  return { bodyProps, afterDialog };
}
