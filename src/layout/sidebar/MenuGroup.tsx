// One titled group of the menu, as a labelled list. Its title folds and unfolds it (remembered across
// visits); the group of the screen on show opens whenever the admin arrives on a screen of it, and a
// search shows every group's matches. In the mini sidebar the title is only announced and sub-menus show
// their items' icons directly.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ButtonBase, Divider, List, ListSubheader } from '@mui/material';
import { useEffect, useId } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { setGroupFolded, useFoldedGroups } from '../../menu/foldedGroups';
import { isActivePath, menuHref, menuLinks } from '../../menu/menuFilters';
import type { MenuGroupDefinition, MenuItemDefinition } from '../../menu/types';
import type { SurfaceColors } from '../../theme/surfaces';
import { MenuLink } from './MenuLink';
import { MenuParent } from './MenuParent';

interface MenuGroupProps {
  group: MenuGroupDefinition;
  mini: boolean;
  searching: boolean;
  colors: SurfaceColors;
  onNavigate?: () => void;
}

const hasChildren = (item: MenuItemDefinition): item is MenuItemDefinition & { children: MenuItemDefinition[] } =>
  Array.isArray(item.children);

export const MenuGroup = ({ group, mini, searching, colors, onNavigate }: MenuGroupProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const title = group.titled ? translate(`shell.menu.groups.${group.key}`) : undefined;
  const items = mini ? group.items.flatMap((item) => item.children ?? [item]) : group.items;
  const listId = useId();
  const { pathname } = useLocation();
  const folded = useFoldedGroups().has(group.key);
  const active = menuLinks([group]).some((item) => isActivePath(pathname, menuHref(item)));
  // Arriving on one of its screens opens a folded group, so the screen on show is always in sight.
  useEffect(() => {
    if (active) setGroupFolded(group.key, false);
  }, [active, pathname, group.key]);
  const foldable = Boolean(title) && !mini;
  const expanded = !foldable || searching || !folded;

  return (
    <>
      {mini && group.titled && <Divider sx={{ mx: 1.5, my: 0.5, borderColor: colors.hover }} />}
      <List
        id={listId}
        dense
        aria-labelledby={title && !mini ? titleId : undefined}
        aria-label={title && mini ? title : undefined}
        subheader={
          title && !mini ? (
            <ListSubheader
              id={titleId}
              disableSticky
              sx={{
                bgcolor: 'transparent',
                color: colors.muted,
                lineHeight: '32px',
                fontSize: 12,
                fontWeight: 700,
                letterSpacing: 0.4,
                textTransform: 'uppercase',
                px: 2.5,
              }}
            >
              <ButtonBase
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setGroupFolded(group.key, expanded)}
                sx={{
                  width: '100%',
                  justifyContent: 'space-between',
                  font: 'inherit',
                  letterSpacing: 'inherit',
                  textTransform: 'inherit',
                  color: 'inherit',
                  borderRadius: 1,
                  '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 },
                }}
              >
                {title}
                <ExpandMoreIcon
                  fontSize="small"
                  aria-hidden
                  sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
                />
              </ButtonBase>
            </ListSubheader>
          ) : undefined
        }
        sx={{ py: 0.5 }}
      >
        {expanded &&
          items.map((item) =>
            hasChildren(item) ? (
              <MenuParent key={item.key} item={item} searching={searching} colors={colors} onNavigate={onNavigate} />
            ) : (
              <MenuLink key={item.key} item={item} mini={mini} colors={colors} onNavigate={onNavigate} />
            ),
          )}
      </List>
    </>
  );
};
