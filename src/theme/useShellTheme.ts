// The theme <Admin> gets: rebuilt only when a choice, the direction or the language changes.
import { useMemo } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { buildTheme } from './buildTheme';
import { useDirection } from './direction';
import { usePreferences } from './preferences';
import { useLanguage } from './useLanguage';

export function useShellTheme(): RaThemeOptions {
  const preferences = usePreferences();
  const direction = useDirection();
  const language = useLanguage();
  return useMemo(() => buildTheme(preferences, direction, language), [preferences, direction, language]);
}
