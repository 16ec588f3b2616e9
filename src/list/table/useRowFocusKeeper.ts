// Keeps keyboard focus in the results when the focused control disappears: a deleted row, Disable
// swapped for Enable, a dialog returning focus to a button that is gone. Focus then goes to the row now
// at the same place, instead of falling back to the top of the page.
import { useCallback, useEffect, useRef, type FocusEvent, type RefObject } from 'react';

interface Remembered {
  element: HTMLElement;
  /** The position of its row in the table body. */
  index: number;
  /** The record its row showed (rows are reused by position, so a row can go on to show another). */
  rowId: string | undefined;
}

export interface RowFocusBodyProps {
  ref: RefObject<HTMLTableSectionElement | null>;
  onFocus(event: FocusEvent<HTMLTableSectionElement>): void;
  onBlur(event: FocusEvent<HTMLTableSectionElement>): void;
}

/** Inside a dialog, its container included: a closing dialog's focus trap may hold focus there. */
const IN_DIALOG = '[role="dialog"], .MuiModal-root';

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
    const element = event.target as HTMLElement;
    const row = element.closest('tr');
    const index = row ? Array.prototype.indexOf.call(event.currentTarget.rows, row) : -1;
    const last = remembered.current;
    // Focus given back (by a closing dialog) to a control whose row now shows another record: that
    // record's row starts again from its first control, as a row drawn anew would.
    if (row && last?.element === element && last.rowId !== row.dataset.rowId) {
      const target = focusTargetOf(row);
      if (target && target !== element) {
        remembered.current = { element: target, index, rowId: row.dataset.rowId };
        target.focus();
        return;
      }
    }
    remembered.current = index >= 0 ? { element, index, rowId: row?.dataset.rowId } : null;
  }, []);

  // Leaving the table for another control (not for a dialog the row opened) ends the duty.
  const onBlur = useCallback((event: FocusEvent<HTMLTableSectionElement>) => {
    const next = event.relatedTarget as HTMLElement | null;
    if (next && !event.currentTarget.contains(next) && !next.closest(IN_DIALOG)) remembered.current = null;
  }, []);

  const recover = useCallback((dialogClosed: boolean) => {
    const last = remembered.current;
    const rowsNow = body.current?.rows;
    if (!last || !rowsNow || rowsNow.length === 0) return;
    const sameRecord = last.element.isConnected && last.element.closest('tr')?.dataset.rowId === last.rowId;
    const leftInClosedDialog = dialogClosed && document.activeElement?.closest(IN_DIALOG);
    const onReusedControl = !sameRecord && document.activeElement === last.element;
    // Nothing to do while focus is somewhere it can stay.
    if (!focusIsLost() && !leftInClosedDialog && !onReusedControl) return;
    if (sameRecord) {
      last.element.focus();
      return;
    }
    const row = rowsNow[Math.min(last.index, rowsNow.length - 1)];
    const target = focusTargetOf(row);
    if (!target) return;
    remembered.current = { element: target, index: last.index, rowId: row.dataset.rowId };
    target.focus();
  }, []);

  useEffect(() => recover(false), [rows, recover]);
  const afterDialog = useCallback(() => recover(true), [recover]);

  const bodyProps: RowFocusBodyProps = { ref: body, onFocus, onBlur };
  return { bodyProps, afterDialog };
}
