// Deep merge of translation message trees: later trees win, key by key.
import type { TranslationMessages } from 'react-admin';

type Tree = { [key: string]: string | Tree };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeTrees(target: Tree, source: Tree): Tree {
  const merged: Tree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] = isTree(existing) && isTree(value) ? mergeTrees(existing, value) : value;
  }
  return merged;
}

export function mergeMessages(...trees: object[]): TranslationMessages {
  return trees.reduce<Tree>((merged, tree) => mergeTrees(merged, tree as Tree), {}) as unknown as TranslationMessages;
}
