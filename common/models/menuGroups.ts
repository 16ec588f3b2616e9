// The admin menu's groups in order (spec 2.3's, then the fitness areas). A model's `menu.group` names
// one; the server lists permission subjects in this order too, so the role form reads like the menu.
export const MENU_GROUPS = [
  'main',
  'marketplace',
  'users_roles',
  'financial',
  'content_support',
  'location',
  'configuration',
  'programs',
  'training',
  'sales',
  'payouts',
  'communication',
  'administration',
] as const;

export type MenuGroupKey = (typeof MENU_GROUPS)[number];

/** Sort key of a menu position: the group's place, then the order inside it (unknown groups last). */
export function menuRank(position: { group: string; order: number } | undefined): [number, number] {
  if (!position) return [MENU_GROUPS.length + 1, 0];
  const group = (MENU_GROUPS as readonly string[]).indexOf(position.group);
  return [group === -1 ? MENU_GROUPS.length : group, position.order];
}

/** Compares two menu positions for sorting. */
export function byMenuPosition(
  a: { group: string; order: number } | undefined,
  b: { group: string; order: number } | undefined,
): number {
  const [groupA, orderA] = menuRank(a);
  const [groupB, orderB] = menuRank(b);
  return groupA - groupB || orderA - orderB;
}
