// The library rows of one kind whose name holds what the coach typed, through the data provider's search
// picker (exercises, exercise categories or rounds), searched again a moment after typing stops.
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { cellText } from '../../forms/searchPicker';
import type { ModelDataProvider } from '../../providers/dataProvider';
import type { PlanItemKind } from '../../../common/programmes/plan';

export const LIBRARY_MODELS: Record<PlanItemKind, string> = {
  exercise: 'exercises',
  category: 'exercise-categories',
  round: 'rounds',
};

export interface LibraryChoice {
  id: number;
  label: string;
}

const PAUSE_MS = 250;

export function useLibrarySearch(kind: PlanItemKind, query: string, enabled: boolean) {
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [choices, setChoices] = useState<LibraryChoice[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      dataProvider
        .searchPicker(LIBRARY_MODELS[kind], { query: query.trim(), multiple: true }, controller.signal)
        .then((found) =>
          setChoices(Object.entries(found).map(([id, label]) => ({ id: Number(id), label: cellText(label) }))),
        )
        .catch(() => !controller.signal.aborted && setChoices([]))
        .finally(() => !controller.signal.aborted && setLoading(false));
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [dataProvider, kind, query, enabled]);
  return { choices, loading };
}
