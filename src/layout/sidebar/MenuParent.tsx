// A menu entry with sub-items (spec 2.3): a button that opens and closes them. It starts open when one
// of its screens is open, and stays open while a search shows its matches.
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isActivePath, menuHref, truncateTitle } from '../../menu/menuFilters';
import { useMenuItemTitle } from '../../menu/titles';
import type { MenuItemDefinition } from '../../menu/types';
import type { SurfaceColors } from '../../theme/surfaces';
import { menuEntrySx } from './menuEntrySx';
import { MenuLink } from './MenuLink';

interface MenuParentProps {
  item: MenuItemDefinition & { children: MenuItemDefinition[] };
  searching: boolean;
  colors: SurfaceColors;
  onNavigate?: () => void;
}

export const MenuParent = ({ item, searching, colors, onNavigate }: MenuParentProps) => {
  const titleOf = useMenuItemTitle();
  const { pathname } = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(() => item.children.some((child) => isActivePath(pathname, menuHref(child))));
  const expanded = open || searching;
  const title = titleOf(item);
  const Icon = item.icon;

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        aria-expanded={expanded}
        aria-controls={listId}
        title={truncateTitle(title) !== title ? title : undefined}
        onClick={() => setOpen(!expanded)}
        sx={menuEntrySx(colors, false, false)}
      >
        <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={truncateTitle(title)} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
        {expanded ? <ExpandLessIcon fontSize="small" aria-hidden /> : <ExpandMoreIcon fontSize="small" aria-hidden />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {item.children.map((child) => (
            <MenuLink key={child.key} item={child} mini={false} nested colors={colors} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
};
