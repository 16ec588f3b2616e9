// The category trees as the screens walk them: the rows shown for a set of expanded branches, the
// branches to open so every search match shows, and the parent of each node. Pure functions.
import type { CategoryNode as CategoryNodeSent } from '../../common/models/categoryTree';

export interface CategoryNode extends CategoryNodeSent {
  children: CategoryNode[];
  /** The round tree only: the rounds placed in the category. */
  rounds?: RoundSummary[];
}

export interface RoundSummary {
  id: number;
  name_en: string;
  name_ar: string;
  type: string;
  repeats: number;
  exercises: number;
}

/** One row of the tree as shown: the node, its depth (1 at the top) and its place among its siblings. */
export interface VisibleRow {
  node: CategoryNode;
  level: number;
  parentId: number | null;
  position: number;
  siblings: number;
}

export const nameOf = (node: { name_en: string; name_ar: string }, locale: string) =>
  locale === 'ar' ? node.name_ar : node.name_en;

/** The rows of the open part of the tree, depth first, in order. */
export function visibleRows(nodes: readonly CategoryNode[], expanded: ReadonlySet<number>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (list: readonly CategoryNode[], level: number, parentId: number | null) => {
    list.forEach((node, index) => {
      rows.push({ node, level, parentId, position: index + 1, siblings: list.length });
      if (expanded.has(node.id) && node.children.length > 0) walk(node.children, level + 1, node.id);
    });
  };
  walk(nodes, 1, null);
  return rows;
}

/** Every node by id, with its parent's id. */
export function indexTree(
  nodes: readonly CategoryNode[],
): Map<number, { node: CategoryNode; parentId: number | null }> {
  const index = new Map<number, { node: CategoryNode; parentId: number | null }>();
  const walk = (list: readonly CategoryNode[], parentId: number | null) => {
    for (const node of list) {
      index.set(node.id, { node, parentId });
      walk(node.children, node.id);
    }
  };
  walk(nodes, null);
  return index;
}

const folded = (text: string) => text.toLocaleLowerCase().normalize('NFKD');

/** Nodes whose name (either language) holds `query`, and the branches to open so each one shows. */
export function searchTree(nodes: readonly CategoryNode[], query: string): { matches: Set<number>; open: Set<number> } {
  const matches = new Set<number>();
  const open = new Set<number>();
  const wanted = folded(query.trim());
  if (wanted === '') return { matches, open };
  const index = indexTree(nodes);
  for (const [id, { node }] of index) {
    if (!folded(node.name_en).includes(wanted) && !folded(node.name_ar).includes(wanted)) continue;
    matches.add(id);
    for (let parent = index.get(id)?.parentId ?? null; parent !== null; parent = index.get(parent)?.parentId ?? null)
      open.add(parent);
  }
  return { matches, open };
}

/** The ids of a node and all its descendants (a drop or a paste there would make a cycle). */
export function branchOf(node: CategoryNode): Set<number> {
  const ids = new Set<number>();
  const walk = (current: CategoryNode) => {
    ids.add(current.id);
    current.children.forEach(walk);
  };
  walk(node);
  return ids;
}
