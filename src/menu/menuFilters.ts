// Pure functions over the menu: permission filtering, search, title truncation, active item.
import { ADMIN_BASENAME } from '../config';
import type { MenuGroupDefinition, MenuItemDefinition } from './types';

/** Sidebar titles longer than this are cut (spec 2.3, 9); the full title shows on hover. */
export const TITLE_MAX_LENGTH = 28;

/** `title` cut to `max` characters (whole code points) with an ellipsis, or unchanged when it fits. */
export function truncateTitle(title: string, max = TITLE_MAX_LENGTH): string {
  const characters = Array.from(title);
  if (characters.length <= max) return title;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

/** The item's address in the router: its path under /default. */
export const menuHref = (item: MenuItemDefinition): string => `${ADMIN_BASENAME}${item.path ?? ''}`;

function visibleItem(item: MenuItemDefinition, permissions: readonly string[]): MenuItemDefinition | null {
  if (item.hidden) return null;
  if (item.children) {
    const children = item.children.map((child) => visibleItem(child, permissions)).filter((child) => child !== null);
    return children.length > 0 ? { ...item, children } : null;
  }
  return !item.permission || permissions.includes(item.permission) ? item : null;
}

/**
 * What the admin may see: items whose view permission they hold (the dashboard always), never hidden
 * ones, parents with at least one visible child, groups with at least one visible item.
 */
export function visibleMenu(
  groups: readonly MenuGroupDefinition[],
  permissions: readonly string[],
): MenuGroupDefinition[] {
  return groups
    .map((group) => ({
      ...group,
      items: group.items.map((item) => visibleItem(item, permissions)).filter((item) => item !== null),
    }))
    .filter((group) => group.items.length > 0);
}

type TitleOf = (item: MenuItemDefinition) => string;

function matchingItem(item: MenuItemDefinition, query: string, titleOf: TitleOf): MenuItemDefinition | null {
  const matches =
    titleOf(item).toLocaleLowerCase().includes(query) ||
    (item.path !== undefined && menuHref(item).toLowerCase().includes(query));
  if (!item.children) return matches ? item : null;
  // A matching parent keeps all its sub-items; otherwise only the sub-items that match.
  if (matches) return item;
  const children = item.children.map((child) => matchingItem(child, query, titleOf)).filter((child) => child !== null);
  return children.length > 0 ? { ...item, children } : null;
}

/** The groups and items whose title (as shown) or path contains `query`, sub-items included. */
export function searchMenu(
  groups: readonly MenuGroupDefinition[],
  query: string,
  titleOf: TitleOf,
): MenuGroupDefinition[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...groups];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.map((item) => matchingItem(item, needle, titleOf)).filter((item) => item !== null),
    }))
    .filter((group) => group.items.length > 0);
}

/** Every item that opens a screen, in menu order. */
export function menuLinks(groups: readonly MenuGroupDefinition[]): MenuItemDefinition[] {
  const leaves = (item: MenuItemDefinition): MenuItemDefinition[] =>
    item.children ? item.children.flatMap(leaves) : [item];
  return groups.flatMap((group) => group.items.flatMap(leaves)).filter((item) => item.path !== undefined);
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The item's screen or one of its sub-pages is open. */
export function isActivePath(pathname: string, href: string): boolean {
  const current = withoutTrailingSlash(pathname);
  const target = withoutTrailingSlash(href);
  return current === target || current.startsWith(`${target}/`);
}

/** The menu item whose screen `pathname` is (the longest matching path), hidden items included. */
export function findMenuItem(groups: readonly MenuGroupDefinition[], pathname: string): MenuItemDefinition | undefined {
  const all = groups.flatMap((group) => menuLinks([{ ...group, items: group.items }]));
  return all
    .filter((item) => isActivePath(pathname, menuHref(item)))
    .sort((a, b) => menuHref(b).length - menuHref(a).length)[0];
}
