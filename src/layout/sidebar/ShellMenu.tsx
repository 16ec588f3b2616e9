// The sidebar's menu: the search box, then the groups the admin may see, filtered by the search.
import { Box, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { menuHref, menuLinks, searchMenu, visibleMenu } from '../../menu/menuFilters';
import { useMenuItemTitle } from '../../menu/titles';
import { useMenu } from '../../menu/useMenu';
import type { SurfaceColors } from '../../theme/surfaces';
import { formatNumber } from '../formatNumber';
import { visuallyHidden } from '../visuallyHidden';
import { MenuGroup } from './MenuGroup';
import { MenuSearch } from './MenuSearch';

interface ShellMenuProps {
  mini: boolean;
  colors: SurfaceColors;
  onNavigate?: () => void;
}

export const ShellMenu = ({ mini, colors, onNavigate }: ShellMenuProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { permissions } = usePermissions<string[]>();
  const [query, setQuery] = useState('');

  const menu = useMenu();
  const titleOf = useMenuItemTitle();
  const allowed = useMemo(() => visibleMenu(menu, Array.isArray(permissions) ? permissions : []), [menu, permissions]);
  const groups = useMemo(() => searchMenu(allowed, query, titleOf), [allowed, query, titleOf]);
  const links = useMemo(() => menuLinks(groups), [groups]);
  const searching = query.trim() !== '';

  const openFirst = () => {
    if (links.length === 0) return;
    navigate(menuHref(links[0]));
    onNavigate?.();
  };

  const found =
    links.length === 0
      ? translate('shell.menu.search.empty')
      : translate('shell.menu.search.results', {
          smart_count: links.length,
          count: formatNumber(links.length, locale),
        });

  return (
    <>
      <MenuSearch value={query} onChange={setQuery} onSubmit={openFirst} mini={mini} colors={colors} />
      {/* One live region: it is the visible message when nothing matches, otherwise only announced. */}
      <Box role="status" sx={searching && links.length === 0 ? { px: 2.5, py: 2 } : visuallyHidden}>
        {searching && <Typography sx={{ color: colors.muted, fontSize: 14 }}>{found}</Typography>}
      </Box>
      {groups.map((group) => (
        <MenuGroup
          key={group.key}
          group={group}
          mini={mini}
          searching={searching}
          colors={colors}
          onNavigate={onNavigate}
        />
      ))}
    </>
  );
};
