// GET dashboard: the counts the dashboard shows as cards (with their trend) and what needs attention.
import { useCallback, useEffect, useState } from 'react';
import { request } from '../../providers/http';

/** The list a count opens and the list filters that show the rows it counts. */
export interface CountLink {
  model: string;
  filters: Record<string, string[]>;
}

export interface DashboardCard extends CountLink {
  key: string;
  count: number;
  /** Of the rows counted, those created in the last `period_days` days and in the period before. */
  current_period: number;
  previous_period: number;
}

export interface AttentionItem extends CountLink {
  key: string;
  count: number;
}

export interface DashboardCounts {
  period_days: number;
  cards: DashboardCard[];
  attention: AttentionItem[];
}

interface DashboardState extends DashboardCounts {
  isPending: boolean;
  error: unknown;
}

const NONE: DashboardCounts = { period_days: 30, cards: [], attention: [] };

export function useDashboardCards(): DashboardState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DashboardState>({ ...NONE, isPending: true, error: null });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, isPending: true, error: null }));
    request<DashboardCounts>('dashboard', { signal: controller.signal })
      .then(({ data }) => setState({ ...NONE, ...data, isPending: false, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ ...NONE, isPending: false, error });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
