// Colours of the sidebar and the app bar for the customizer's choice (light, dark or the theme colour).
import { alpha, type Theme } from '@mui/material/styles';
import type { SidebarImage, SurfaceColor } from './preferences';

export interface SurfaceColors {
  background: string;
  text: string;
  /** Secondary text such as group titles and the email under the name. */
  muted: string;
  hover: string;
  selected: string;
  selectedText: string;
}

const DARK_SURFACE = '#1e293b';

export function surfaceColors(theme: Theme, choice: SurfaceColor): SurfaceColors {
  const { palette } = theme;
  if (choice === 'light') {
    return {
      background: palette.background.paper,
      text: palette.text.primary,
      muted: palette.text.secondary,
      hover: palette.action.hover,
      selected: alpha(palette.primary.main, palette.mode === 'dark' ? 0.24 : 0.12),
      // The darker shade keeps AA contrast on the tinted background.
      selectedText: palette.mode === 'dark' ? palette.primary.light : palette.primary.dark,
    };
  }
  const background =
    choice === 'dark' ? DARK_SURFACE : palette.mode === 'dark' ? palette.primary.dark : palette.primary.main;
  const text = palette.getContrastText(background);
  return {
    background,
    text,
    muted: alpha(text, 0.85),
    hover: alpha(text, 0.08),
    selected: alpha(text, 0.18),
    selectedText: text,
  };
}

// Decorative backgrounds, drawn under a veil of the sidebar colour so the menu text keeps its contrast.
const PEAKS_SVG =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 250 600' preserveAspectRatio='none'%3E%3Cpath d='M0 600V380l60-90 45 55 70-120 75 110v265z' fill='%23455a64'/%3E%3Cpath d='M0 600V470l80-70 50 40 60-60 60 50v170z' fill='%2326323b'/%3E%3C/svg%3E\")";

const SIDEBAR_IMAGE_LAYERS: Record<Exclude<SidebarImage, 'none'>, string> = {
  aurora: 'linear-gradient(160deg, #7b2ff7 0%, #00c6ff 100%)',
  dusk: 'linear-gradient(180deg, #ff7e5f 0%, #6a3093 55%, #2c3e50 100%)',
  peaks: `${PEAKS_SVG}, linear-gradient(180deg, #90a4ae 0%, #eceff1 100%)`,
};

/** The CSS background-image of the sidebar, or undefined for none. */
export function sidebarBackgroundImage(image: SidebarImage, surface: string): string | undefined {
  if (image === 'none') return undefined;
  const veil = alpha(surface, 0.82);
  return `linear-gradient(${veil}, ${veil}), ${SIDEBAR_IMAGE_LAYERS[image]}`;
}

/** A small preview of a background for the customizer's choices. */
export function sidebarImagePreview(image: SidebarImage): string | undefined {
  return image === 'none' ? undefined : SIDEBAR_IMAGE_LAYERS[image];
}
