// The top bar (spec 2.3): sidebar toggle, product and page title, full screen, language, theme settings.
import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { PRODUCT_NAME } from '../../config';
import { usePageTitle } from '../../routing/pageTitle';
import { usePreferences } from '../../theme/preferences';
import { surfaceColors } from '../../theme/surfaces';
import { CustomizerButton } from '../customizer/CustomizerButton';
import { APP_BAR_HEIGHT, APP_BAR_HEIGHT_PHONE } from '../dimensions';
import { FullScreenToggle } from './FullScreenToggle';
import { SidebarToggle } from './SidebarToggle';

export const ShellAppBar = () => {
  const theme = useTheme();
  const { headerColor } = usePreferences();
  const colors = surfaceColors(theme, headerColor);
  const pageTitle = usePageTitle();
  return (
    <AppBar
      position="sticky"
      elevation={1}
      sx={{ bgcolor: colors.background, color: colors.text, backgroundImage: 'none' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: APP_BAR_HEIGHT_PHONE, sm: APP_BAR_HEIGHT } }}>
        <SidebarToggle />
        <Typography component="div" variant="h6" noWrap sx={{ fontWeight: 700, flexShrink: 0 }}>
          {PRODUCT_NAME}
        </Typography>
        <Box
          aria-hidden
          sx={{
            width: '1px',
            height: 24,
            bgcolor: 'currentColor',
            opacity: 0.3,
            mx: 1,
            display: { xs: 'none', sm: 'block' },
          }}
        />
        {/* The screen's title, the one the browser tab shows too (useDocumentTitle). */}
        {pageTitle && (
          <Typography
            variant="subtitle1"
            component="div"
            noWrap
            data-testid="app-bar-title"
            sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}
          >
            {pageTitle}
          </Typography>
        )}
        <Box sx={{ flex: { xs: 1, sm: 0 } }} />
        <FullScreenToggle />
        <LanguageSwitch color="inherit" data-tour="language-switch" />
        <CustomizerButton />
      </Toolbar>
    </AppBar>
  );
};
