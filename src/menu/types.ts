// The menu's shape (spec 3: a menu item has a title, a path, an icon and permissions).
import type { SvgIconComponent } from '@mui/icons-material';

export interface MenuItemDefinition {
  /** Message key under `shell.menu.items`, and a stable id. */
  key: string;
  /** Path under /default (e.g. `/programs`); a parent with children has none. */
  path?: string;
  icon: SvgIconComponent;
  /** The view permission that shows the item; none = every signed-in admin (the dashboard). */
  permission?: string;
  /** Kept in the definition but never shown (spec 2.3: 'Add new admin'). */
  hidden?: boolean;
  children?: MenuItemDefinition[];
}

export interface MenuGroupDefinition {
  key: string;
  /** Message key under `shell.menu.groups`; the first group has no title. */
  titled: boolean;
  items: MenuItemDefinition[];
}
