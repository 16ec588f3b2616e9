// The customizer's colour themes. Each light-mode main colour keeps white text at WCAG AA contrast;
// the dark-mode ones are light tints that take dark text.
import type { ColorThemeName } from './preferences';

interface ModeColors {
  primary: string;
  secondary: string;
}

export const COLOR_THEME_PALETTES: Record<ColorThemeName, { light: ModeColors; dark: ModeColors }> = {
  ocean: { light: { primary: '#1565c0', secondary: '#ad1457' }, dark: { primary: '#90caf9', secondary: '#f48fb1' } },
  emerald: { light: { primary: '#00695c', secondary: '#5d4037' }, dark: { primary: '#80cbc4', secondary: '#bcaaa4' } },
  violet: { light: { primary: '#6a1b9a', secondary: '#00695c' }, dark: { primary: '#ce93d8', secondary: '#80cbc4' } },
  sunset: { light: { primary: '#bf360c', secondary: '#283593' }, dark: { primary: '#ffab91', secondary: '#9fa8da' } },
};
