// The signed-in admin at the top of the sidebar: picture, name and email, and a menu with Profile, Lock
// screen and Logout (spec 2.3).
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { Box, ButtonBase, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { PROFILE_PATH } from '../../pages/profile/paths';
import { lockScreenPathFor } from '../../pages/session/paths';
import { lockScreen, unlockScreen } from '../../pages/session/screenLock';
import { storedUser } from '../../providers/session';
import { DirectionalIcon } from '../../theme/DirectionalIcon';
import type { SurfaceColors } from '../../theme/surfaces';
import { displayName } from './avatar';
import { useMyProfile } from './profileStore';
import { UserAvatar } from './UserAvatar';

interface UserBlockProps {
  mini: boolean;
  colors: SurfaceColors;
  /** Called after a choice, so the small-screen drawer can close. */
  onNavigate?: () => void;
}

export const UserBlock = ({ mini, colors, onNavigate }: UserBlockProps) => {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { profile } = useMyProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // Until the profile answers, the session's copy of the admin is shown.
  const user = profile ?? storedUser();
  const name = displayName(user) || translate('shell.user.fallback_name');
  const close = () => setAnchor(null);

  // The lock screen brings the admin back here once unlocked.
  const lock = () => {
    close();
    onNavigate?.();
    lockScreen();
    navigate(lockScreenPathFor(`${pathname}${search}${hash}`));
  };

  return (
    <Box data-tour="user-block" sx={{ px: mini ? 1 : 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={mini ? translate('shell.user.menu', { name }) : undefined}
        sx={{
          width: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: mini ? 'center' : 'flex-start',
          gap: 1.5,
          p: 1,
          borderRadius: 2,
          textAlign: 'start',
          color: 'inherit',
          '&:hover, &.Mui-focusVisible': { bgcolor: colors.hover },
        }}
      >
        <UserAvatar image={user?.image} size={mini ? 36 : 44} />
        {!mini && (
          <>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography noWrap sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
              <Typography noWrap variant="body2" sx={{ color: colors.muted }}>
                {user?.email}
              </Typography>
            </Box>
            <ExpandMoreIcon aria-hidden />
          </>
        )}
      </ButtonBase>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          component={RouterLink}
          to={PROFILE_PATH}
          onClick={() => {
            close();
            onNavigate?.();
          }}
        >
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('shell.user.profile')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={lock}>
          <ListItemIcon>
            <LockIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('shell.user.lock')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            unlockScreen();
            void logout();
          }}
        >
          <ListItemIcon>
            <DirectionalIcon icon={LogoutIcon} fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('shell.user.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </Box>
  );
};
