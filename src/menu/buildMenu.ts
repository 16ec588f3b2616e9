// The sidebar menu, built from the served model registry and the static entries: each model with a
// `menu` declaration gets an entry in its group at its order; groups follow common/models/menuGroups.ts.
import { byMenuPosition, MENU_GROUPS } from '../../common/models/menuGroups';
import type { ModelUi } from '../../common/models/registry';
import { STATIC_MENU } from './definition';
import { menuIcon } from './icons';
import type { MenuGroupDefinition, StaticMenuEntry } from './types';

/** A model's menu entry: its list, guarded by its view permission, titled by its (menu) label. */
function modelEntry(model: ModelUi): StaticMenuEntry | null {
  if (!model.menu) return null;
  const { group, order, icon, label, path } = model.menu;
  return {
    group,
    order,
    item: {
      key: model.name,
      label: label ?? model.label,
      path: path ?? `/${model.resource}`,
      icon: menuIcon(icon),
      permission: `view-${model.subject}`,
    },
  };
}

export function buildMenu(
  models: readonly ModelUi[],
  staticEntries: readonly StaticMenuEntry[] = STATIC_MENU,
): MenuGroupDefinition[] {
  const entries = [...staticEntries, ...models.flatMap((model) => modelEntry(model) ?? [])].sort(byMenuPosition);
  const groups: MenuGroupDefinition[] = [];
  for (const entry of entries) {
    let group = groups.find((candidate) => candidate.key === entry.group);
    if (!group) {
      group = { key: entry.group, titled: entry.group !== MENU_GROUPS[0], items: [] };
      groups.push(group);
    }
    group.items.push(entry.item);
  }
  return groups;
}
