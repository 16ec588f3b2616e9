// One menu entry that opens a screen: highlighted while its screen (or a sub-page) is open. A title
// longer than 28 characters is cut, and the full title shows on hover and is the link's name. Every
// address change (a list's next page, its sort) reaches each entry; only the entries whose highlight
// changes draw again.
import { ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { memo, useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { UnreadMenuBadge, useMenuEntryUnread } from '../../chat/news/UnreadMenuBadge';
import { isActivePath, menuHref, truncateTitle } from '../../menu/menuFilters';
import { PROFILE_PATH } from '../../pages/profile/paths';
import { useMenuItemTitle } from '../../menu/titles';
import type { MenuItemDefinition } from '../../menu/types';
import type { SurfaceColors } from '../../theme/surfaces';
import { menuEntrySx } from './menuEntrySx';

interface MenuLinkProps {
  item: MenuItemDefinition;
  mini: boolean;
  nested?: boolean;
  colors: SurfaceColors;
  onNavigate?: () => void;
}

export const MenuLink = (props: MenuLinkProps) => {
  const { pathname } = useLocation();
  // The profile page lives under /users but is not the users list.
  const active = isActivePath(pathname, menuHref(props.item)) && !isActivePath(pathname, PROFILE_PATH);
  return <MenuLinkEntry {...props} active={active} />;
};

const MenuLinkEntry = memo(function MenuLinkEntry({
  item,
  mini,
  nested = false,
  colors,
  onNavigate,
  active,
}: MenuLinkProps & { active: boolean }) {
  const titleOf = useMenuItemTitle();
  const theme = useTheme();
  const title = titleOf(item);
  const shown = truncateTitle(title);
  const href = menuHref(item);
  const ref = useRef<HTMLAnchorElement>(null);

  // A screen opened from an address (not the menu) shows its entry, further down the sidebar.
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
    // Only when the sidebar first appears; afterwards the admin scrolls it.
  }, []);
  const Icon = item.icon;
  const needsTooltip = mini || shown !== title;
  const unread = useMenuEntryUnread(item.key);

  const link = (
    <ListItemButton
      ref={ref}
      component={RouterLink}
      to={href}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={needsTooltip ? title : undefined}
      aria-describedby={unread?.descriptionId}
      onClick={onNavigate}
      sx={menuEntrySx(colors, mini, nested)}
    >
      <ListItemIcon sx={{ minWidth: mini ? 0 : 36, color: 'inherit' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!mini && (
        <ListItemText
          primary={shown}
          slotProps={{ primary: { noWrap: true, sx: { fontSize: 14, fontWeight: active ? 600 : 400 } } }}
        />
      )}
    </ListItemButton>
  );

  return (
    <ListItem disablePadding>
      {needsTooltip ? (
        <Tooltip title={title} placement={mini ? (theme.direction === 'rtl' ? 'left' : 'right') : 'bottom-start'}>
          {link}
        </Tooltip>
      ) : (
        link
      )}
      {unread && <UnreadMenuBadge {...unread} />}
    </ListItem>
  );
});
