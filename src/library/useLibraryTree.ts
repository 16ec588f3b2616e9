// The category tree of one library, loaded through the data provider, and its calls.
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ModelDataProvider } from '../providers/dataProvider';
import type { Method } from '../providers/http';
import { LIBRARY, type LibraryKind } from './libraryKinds';
import type { CategoryNode } from './treeData';

/** One call to the library's API: the answer's data, or null when it failed (its toast told why). */
export type LibraryCall = <T>(method: Method, path: string, data?: Record<string, unknown>) => Promise<T | null>;

export function useLibraryTree(kind: LibraryKind) {
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [nodes, setNodes] = useState<CategoryNode[] | null>(null);

  const reload = useCallback(async () => {
    const answer = await dataProvider.libraryCall<CategoryNode[]>('get', LIBRARY[kind].hierarchy);
    setNodes(answer.data ?? []);
  }, [dataProvider, kind]);

  useEffect(() => {
    reload().catch(() => setNodes([]));
  }, [reload]);

  /** One call; the tree reloads after a successful write. A failure has been told by its toast. */
  const call = useCallback(
    async <T>(method: Method, path: string, data?: Record<string, unknown>): Promise<T | null> => {
      try {
        const answer = await dataProvider.libraryCall<T>(method, path, data);
        if (method !== 'get') await reload();
        return answer.data;
      } catch {
        return null;
      }
    },
    [dataProvider, reload],
  );

  return { nodes, reload, call };
}
