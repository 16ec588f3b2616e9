// The menu's shape (spec 3: a menu item has a title, a path, an icon and permissions).
import type { SvgIconComponent } from '@mui/icons-material';
import type { Localized } from '../../common/localized';

export interface MenuItemDefinition {
  /** A stable id: the model's name for a model's entry, else the message key under `shell.menu.items`. */
  key: string;
  /** The title of a model's entry, as the server declares it; others are translated from their key. */
  label?: Localized;
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

/** An entry of the static menu (screens that are not models), placed like a model's entry. */
export interface StaticMenuEntry {
  group: string;
  order: number;
  item: MenuItemDefinition;
}
