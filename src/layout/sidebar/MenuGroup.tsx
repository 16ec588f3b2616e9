// One titled group of the menu, as a labelled list. In the mini sidebar the title is only announced
// and sub-menus show their items' icons directly.
import { Divider, List, ListSubheader } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
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

  return (
    <>
      {mini && group.titled && <Divider sx={{ mx: 1.5, my: 0.5, borderColor: colors.hover }} />}
      <List
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
              {title}
            </ListSubheader>
          ) : undefined
        }
        sx={{ py: 0.5 }}
      >
        {items.map((item) =>
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
