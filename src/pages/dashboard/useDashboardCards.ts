// GET dashboard: the counts the dashboard shows as cards.
import { useCallback, useEffect, useState } from 'react';
import { request } from '../../providers/http';

export interface DashboardCard {
  key: string;
  count: number;
}

interface DashboardState {
  cards: DashboardCard[];
  isPending: boolean;
  error: unknown;
}

export function useDashboardCards(): DashboardState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DashboardState>({ cards: [], isPending: true, error: null });

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, isPending: true, error: null }));
    request<{ cards: DashboardCard[] }>('dashboard', { signal: controller.signal })
      .then(({ data }) => setState({ cards: data?.cards ?? [], isPending: false, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ cards: [], isPending: false, error });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
