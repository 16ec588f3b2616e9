// MUI's Autocomplete moves among the chosen chips with ArrowLeft as "previous" and ArrowRight as "next"
// whatever the direction. Right to left the chips run from the right, so the previous chip is on the
// right and the keys moved focus the opposite way to their arrows. Mirrored here before the Autocomplete
// reads them, they move the way they point (its own state of the focused chip stays right).
import { useCallback, type KeyboardEvent } from 'react';
import { useTheme } from '@mui/material/styles';

const MIRRORED: Readonly<Record<string, string>> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

/**
 * The Autocomplete's `onKeyDown`: mirrors the arrow keys right to left, nothing left to right. Always a
 * function: an undefined `onKeyDown` would replace the Autocomplete's own key handling.
 */
export function useChipArrowKeys(): (event: KeyboardEvent) => void {
  const rtl = useTheme().direction === 'rtl';
  return useCallback(
    (event: KeyboardEvent) => {
      const mirrored = rtl ? MIRRORED[event.key] : undefined;
      if (mirrored) event.key = mirrored;
    },
    [rtl],
  );
}
