// The admin's MUI theme from the customizer's choices, the layout direction and the language.
import { arEG, enUS } from '@mui/material/locale';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Language } from '../providers/language';
import { COLOR_THEME_PALETTES } from './colorThemes';
import type { Direction } from './direction';
import type { ShellPreferences } from './preferences';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { APP_BAR_HEIGHT, SAVE_BAR_HEIGHT } from '../layout/dimensions';

export const SIDEBAR_WIDTH = 250;
export const SIDEBAR_MINI_WIDTH = 70;

// Arabic glyphs come from the first font that has them (Noto on Linux, Segoe UI/Tahoma on Windows).
const FONT_FAMILY = [
  'Roboto',
  '"Segoe UI"',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans Arabic"',
  'Tahoma',
  'sans-serif',
].join(',');

type Components = NonNullable<RaThemeOptions['components']>;

/** MUI's own texts (pagination, autocomplete…) in the language, added to the base theme's overrides. */
function withLocaleTexts(components: Components, language: Language): Components {
  const locale = (language === 'ar' ? arEG : enUS).components ?? {};
  const merged: Record<string, unknown> = { ...components };
  for (const [name, localeOverrides] of Object.entries(locale)) {
    const existing = (components as Record<string, { defaultProps?: object } | undefined>)[name];
    merged[name] = { ...existing, defaultProps: { ...existing?.defaultProps, ...localeOverrides?.defaultProps } };
  }
  return merged as Components;
}

/** The outline that shows keyboard focus where MUI shows none. */
function focusRing(color: string, offset: number) {
  return { outline: `2px solid ${color}`, outlineOffset: offset };
}

export function buildTheme(preferences: ShellPreferences, direction: Direction, language: Language): RaThemeOptions {
  const base = preferences.mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  const colors = COLOR_THEME_PALETTES[preferences.colorTheme][preferences.mode];
  return {
    ...base,
    direction,
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_MINI_WIDTH },
    palette: {
      ...base.palette,
      mode: preferences.mode,
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      // Text on a coloured background is chosen for AA contrast of normal text (MUI's default is 3).
      contrastThreshold: 4.5,
    },
    typography: {
      ...base.typography,
      fontFamily: FONT_FAMILY,
      // Arabic has no capitals: upper-casing buttons only shouts their Latin words ('EXCEL', 'ENGLISH').
      ...(language === 'ar' ? { button: { textTransform: 'none' as const } } : {}),
    },
    components: {
      ...withLocaleTexts(base.components ?? {}, language),
      // Links inside text must be told apart by more than their colour (WCAG 1.4.1), so links asking
      // for an underline on hover only keep it all the time.
      MuiLink: { styleOverrides: { underlineHover: { textDecoration: 'underline' } } },
      // One field variant across the product: react-admin's inputs are filled, and so are the date
      // pickers (MUI X draws them outlined by default).
      MuiPickersTextField: { defaultProps: { variant: 'filled', size: 'small', fullWidth: true } },
      // A field scrolled to (the first problem after a save) lands below the fixed app bar and above a
      // form's sticky save bar, not under either.
      MuiCssBaseline: {
        styleOverrides: { html: { scrollPaddingTop: APP_BAR_HEIGHT + 16, scrollPaddingBottom: SAVE_BAR_HEIGHT + 16 } },
      },
      // MUI draws no focus ring on a focusable table row and only dims a sort label's text, so a keyboard
      // user moving through the results could not see where they are.
      MuiTableRow: { styleOverrides: { root: { '&:focus-visible': focusRing(colors.primary, -2) } } },
      MuiTableSortLabel: {
        styleOverrides: { root: { '&.Mui-focusVisible': { ...focusRing(colors.primary, 2), borderRadius: 2 } } },
      },
      // Its own focus style is a faint grey background, hard to see on the white card.
      MuiTablePagination: {
        styleOverrides: { select: { '&:focus-visible': { ...focusRing(colors.primary, 0), borderRadius: 4 } } },
      },
    },
  };
}
