// The theme customizer (spec 2.3): mode, colour theme, sidebar and header colours, collapsed sidebar,
// right-to-left layout, sidebar background and page animation. Every choice is kept (see preferences).
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Divider,
  Drawer,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  IconButton,
  Switch,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { COLOR_THEME_PALETTES } from '../../theme/colorThemes';
import { directionChoiceFor, effectiveDirection } from '../../theme/direction';
import {
  COLOR_THEMES,
  resetPreferences,
  setPreferences,
  SIDEBAR_IMAGES,
  SURFACE_COLORS,
  usePreferences,
  type ShellPreferences,
} from '../../theme/preferences';
import { sidebarImagePreview } from '../../theme/surfaces';
import { useLanguage } from '../../theme/useLanguage';
import { useShellUi } from '../ShellUiContext';
import { type Choice, ChoiceGroup } from './ChoiceGroup';

const SURFACE_SWATCHES: Record<string, string> = { light: '#ffffff', dark: '#1e293b' };

/** The preferences chosen among named options. */
type ChoiceKey = 'mode' | 'colorTheme' | 'sidebarColor' | 'headerColor' | 'sidebarImage';

export const ThemeCustomizer = () => {
  const translate = useTranslate();
  const language = useLanguage();
  const preferences = usePreferences();
  const { customizerOpen, setCustomizerOpen, setTourOpen } = useShellUi();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const titleId = useId();
  const close = () => setCustomizerOpen(false);
  const choose =
    <K extends keyof ShellPreferences>(key: K) =>
    (value: ShellPreferences[K]) =>
      setPreferences({ [key]: value });
  const primary = COLOR_THEME_PALETTES[preferences.colorTheme][preferences.mode].primary;
  const rightToLeft = effectiveDirection(language, preferences.direction) === 'rtl';
  const surfaceChoices = SURFACE_COLORS.map((color) => ({
    value: color,
    label: translate(`shell.customizer.colors.${color}`),
    swatch: SURFACE_SWATCHES[color] ?? primary,
  }));
  /** One preference as a row of choices, titled `shell.customizer.{title}`. */
  /** Choices shown by a swatch and named by their messages under `shell.customizer.<texts>`. */
  const named = <V extends string>(values: readonly V[], texts: string, swatch: (value: V) => string | undefined) =>
    values.map((value) => ({ value, label: translate(`shell.customizer.${texts}.${value}`), swatch: swatch(value) }));
  const group = <K extends ChoiceKey>(key: K, title: string, choices: Choice<ShellPreferences[K]>[]) => (
    <ChoiceGroup
      label={translate(`shell.customizer.${title}`)}
      value={preferences[key]}
      choices={choices}
      onChange={choose(key)}
    />
  );

  return (
    <Drawer
      anchor="right"
      open={customizerOpen}
      onClose={close}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 340, maxWidth: '100vw' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {translate('shell.customizer.title')}
        </Typography>
        <IconButton aria-label={translate('shell.customizer.close')} onClick={close} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, p: 2 }}>
        {group('mode', 'mode', [
          { value: 'light', label: translate('shell.customizer.light') },
          { value: 'dark', label: translate('shell.customizer.dark') },
        ])}
        {group(
          'colorTheme',
          'color_theme',
          named(COLOR_THEMES, 'themes', (name) => COLOR_THEME_PALETTES[name][preferences.mode].primary),
        )}
        {group('sidebarColor', 'sidebar_color', surfaceChoices)}
        {group('headerColor', 'header_color', surfaceChoices)}
        {group('sidebarImage', 'sidebar_image', named(SIDEBAR_IMAGES, 'images', sidebarImagePreview))}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5, color: 'text.secondary' }}>
            {translate('shell.customizer.layout')}
          </Typography>
          <FormGroup>
            <FormControlLabel
              control={
                <Switch
                  checked={preferences.sidebarCollapsed}
                  onChange={(_, checked) => setPreferences({ sidebarCollapsed: checked })}
                />
              }
              label={translate('shell.customizer.collapse_sidebar')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={rightToLeft}
                  onChange={(_, checked) => setPreferences({ direction: directionChoiceFor(language, checked) })}
                />
              }
              label={translate('shell.customizer.rtl')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={preferences.pageTransition && !reducedMotion}
                  disabled={reducedMotion}
                  onChange={(_, checked) => setPreferences({ pageTransition: checked })}
                />
              }
              label={translate('shell.customizer.page_transition')}
            />
            {reducedMotion && <FormHelperText>{translate('shell.customizer.reduced_motion')}</FormHelperText>}
          </FormGroup>
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={resetPreferences}>
            {translate('shell.customizer.reset')}
          </Button>
          <Button
            onClick={() => {
              close();
              setTourOpen(true);
            }}
          >
            {translate('shell.customizer.tour')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
};
