// Whether a list's panels (search criteria, chart, totals) are open, remembered per model in
// localStorage under `list.panels.<model>`: an admin who opens the orders chart finds it open next time,
// while every other list keeps the compact default.
import { useCallback, useState } from 'react';

export type ListPanel = 'search' | 'chart' | 'totals';

/** Folded until opened, so the first rows are in sight: the filters in force show as chips meanwhile. */
export const PANEL_DEFAULTS: Record<ListPanel, boolean> = { search: false, chart: false, totals: false };

const storageKey = (model: string) => `list.panels.${model}`;

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
    return typeof stored === 'boolean' ? stored : PANEL_DEFAULTS[panel];
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
