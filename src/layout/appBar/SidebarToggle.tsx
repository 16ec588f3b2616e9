// Opens and closes the sidebar: collapses it to the mini variant on wide screens, slides the menu
// drawer in on small ones.
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DirectionalIcon } from '../../theme/DirectionalIcon';
import { setPreferences, usePreferences } from '../../theme/preferences';
import { SIDEBAR_ID } from '../dimensions';
import { useShellUi } from '../ShellUiContext';
import { useIsSmallScreen } from '../useIsSmallScreen';

export const SidebarToggle = () => {
  const translate = useTranslate();
  const small = useIsSmallScreen();
  const { sidebarCollapsed } = usePreferences();
  const { mobileMenuOpen, setMobileMenuOpen } = useShellUi();
  const expanded = small ? mobileMenuOpen : !sidebarCollapsed;
  const label = translate(
    small
      ? expanded
        ? 'shell.sidebar.close'
        : 'shell.sidebar.open'
      : expanded
        ? 'shell.sidebar.collapse'
        : 'shell.sidebar.expand',
  );
  const toggle = () =>
    small ? setMobileMenuOpen(!mobileMenuOpen) : setPreferences({ sidebarCollapsed: !sidebarCollapsed });

  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={SIDEBAR_ID}
        onClick={toggle}
      >
        {/* The open-menu icon points towards the sidebar's side. */}
        {expanded && !small ? <DirectionalIcon icon={MenuOpenIcon} /> : <MenuIcon />}
      </IconButton>
    </Tooltip>
  );
};
