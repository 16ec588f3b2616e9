// Whether a list's panels (search criteria, chart, totals) are open, remembered per model in
// localStorage under `list.panels.<model>`: an admin who opens the orders chart finds it open next time,
// while every other list keeps the compact default.
import { useCallback, useState } from 'react';

export type ListPanel = 'search' | 'chart' | 'totals';

/** Open until the admin folds them: the search criteria. Folded until opened: the chart and totals. */
export const PANEL_DEFAULTS: Record<ListPanel, boolean> = { search: true, chart: false, totals: false };

const storageKey = (model: string) => `list.panels.${model}`;

/** Narrower than MUI's `sm` breakpoint. */
function isPhoneWidth(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 599.95px)').matches;
}

function readChoices(model: string): Partial<Record<ListPanel, boolean>> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(model)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Partial<Record<ListPanel, boolean>>) : {};
  } catch {
    return {};
  }
}

export function usePanelOpen(model: string, panel: ListPanel): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => {
    const stored = readChoices(model)[panel];
    if (typeof stored === 'boolean') return stored;
    // On a phone the open criteria fill the first screens: they start folded there (chips show filters).
    return panel === 'search' && isPhoneWidth() ? false : PANEL_DEFAULTS[panel];
  });
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      try {
        localStorage.setItem(storageKey(model), JSON.stringify({ ...readChoices(model), [panel]: next }));
      } catch {
        // Storage full or denied: the choice holds until the page reloads.
      }
    },
    [model, panel],
  );
  return [open, setOpen];
}
