// The sidebar (spec 2.3): 250 wide, 70 as the collapsed mini variant, on the reading side (the right in
// right-to-left), in the customizer's colour and background. On small screens a drawer over the page.
import { Box, Drawer } from '@mui/material';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from '../../theme/buildTheme';
import { usePreferences } from '../../theme/preferences';
import { sidebarBackgroundImage, surfaceColors, type SurfaceColors } from '../../theme/surfaces';
import { APP_BAR_HEIGHT, SIDEBAR_ID } from '../dimensions';
import { useShellUi } from '../ShellUiContext';
import { useIsSmallScreen } from '../useIsSmallScreen';
import { UserBlock } from '../user/UserBlock';
import { ShellMenu } from './ShellMenu';

const SidebarContent = ({
  mini,
  colors,
  onNavigate,
}: {
  mini: boolean;
  colors: SurfaceColors;
  onNavigate?: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Box component="nav" id={SIDEBAR_ID} aria-label={translate('shell.menu.label')} sx={{ pb: 2 }}>
      <UserBlock mini={mini} colors={colors} onNavigate={onNavigate} />
      <ShellMenu mini={mini} colors={colors} onNavigate={onNavigate} />
    </Box>
  );
};

export const Sidebar = () => {
  const theme = useTheme();
  const preferences = usePreferences();
  const small = useIsSmallScreen();
  const { mobileMenuOpen, setMobileMenuOpen } = useShellUi();
  const colors = surfaceColors(theme, preferences.sidebarColor);
  const surface: SxProps<Theme> = {
    bgcolor: colors.background,
    color: colors.text,
    backgroundImage: sidebarBackgroundImage(preferences.sidebarImage, colors.background),
    backgroundSize: 'cover',
    backgroundPosition: 'center bottom',
  };

  if (small) {
    const close = () => setMobileMenuOpen(false);
    return (
      <Drawer
        variant="temporary"
        open={mobileMenuOpen}
        onClose={close}
        keepMounted
        slotProps={{ paper: { sx: [surface, { width: SIDEBAR_WIDTH }] as SxProps<Theme> } }}
      >
        <SidebarContent mini={false} colors={colors} onNavigate={close} />
      </Drawer>
    );
  }

  const mini = preferences.sidebarCollapsed;
  return (
    <Box
      data-testid="sidebar"
      sx={
        [
          surface,
          {
            width: mini ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: APP_BAR_HEIGHT,
            alignSelf: 'flex-start',
            height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
            overflowY: 'auto',
            overflowX: 'hidden',
            // Written for left-to-right: the RTL style plugin puts the border on the left.
            borderRight: 1,
            borderColor: 'divider',
            transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          },
        ] as SxProps<Theme>
      }
    >
      <SidebarContent mini={mini} colors={colors} />
    </Box>
  );
};
