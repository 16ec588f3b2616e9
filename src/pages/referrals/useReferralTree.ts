// The referral tree's state: the levels loaded so far (by parent, 'root' for the roots), which branches
// are open, and opening the path to a searched member. Only open branches are ever drawn.
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ModelDataProvider } from '../../providers/dataProvider';
import type { ReferralNode } from '../../providers/calls/members';

export type LevelKey = number | 'root';

export interface Level {
  nodes: ReferralNode[];
  more: boolean;
  loading: boolean;
}

export function useReferralTree() {
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [levels, setLevels] = useState<Map<LevelKey, Level>>(new Map());
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (key: LevelKey, after?: number) => {
      setLevels((current) => {
        const next = new Map(current);
        const level = current.get(key) ?? { nodes: [], more: false, loading: true };
        next.set(key, { ...level, loading: true });
        return next;
      });
      try {
        const answer = await dataProvider.referralTree({ ...(key === 'root' ? {} : { parent: key }), after });
        setLevels((current) => {
          const next = new Map(current);
          const before = after ? (current.get(key)?.nodes ?? []) : [];
          next.set(key, { nodes: [...before, ...(answer.nodes ?? [])], more: answer.more ?? false, loading: false });
          return next;
        });
      } catch {
        setFailed(true);
      }
    },
    [dataProvider],
  );

  useEffect(() => {
    void load('root');
  }, [load]);

  const toggle = useCallback(
    (id: number) => {
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else {
          next.add(id);
          if (!levels.has(id)) void load(id);
        }
        return next;
      });
    },
    [levels, load],
  );

  /** Opens every branch on the way to the first match; resolves its id, or null when nothing matches. */
  const reveal = useCallback(
    async (text: string): Promise<number | null> => {
      const answer = await dataProvider.referralTree({ search: text });
      const match = answer.matches?.[0];
      if (!match) return null;
      const branches = match.path.slice(0, -1);
      await Promise.all(branches.filter((id) => !levels.has(id)).map((id) => load(id)));
      setOpen((current) => new Set([...current, ...branches]));
      return match.node.id;
    },
    [dataProvider, levels, load],
  );

  return { levels, open, failed, toggle, loadMore: load, reveal };
}
