// The display settings, fetched once per page load beside the model registry and applied before the
// first screen is drawn (so every number of a screen is in one digit system). A failed fetch keeps the
// defaults: the screens still open.
import { useEffect, useState } from 'react';
import { type ArabicDigits, setArabicDigits } from '../providers/digits';
import { setDisplayCurrency } from '../providers/displayCurrency';
import type { DisplaySettings } from '../providers/calls/settings';

interface DisplaySource {
  getDisplaySettings(): Promise<DisplaySettings>;
}

let loading: Promise<void> | null = null;
let loaded = false;

export function loadDisplaySettings(source: DisplaySource): Promise<void> {
  loading ??= source.getDisplaySettings().then(
    (settings) => {
      setArabicDigits(settings.arabic_digits === 'latin' ? 'latin' : ('arabic' satisfies ArabicDigits));
      setDisplayCurrency(settings.currency);
      loaded = true;
    },
    () => {
      loaded = true;
    },
  );
  return loading;
}

/** True once the display settings are applied (or could not be read). */
export function useDisplaySettings(source: DisplaySource): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadDisplaySettings(source).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [ready, source]);
  return ready;
}
