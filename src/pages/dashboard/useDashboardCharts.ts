// GET dashboard/charts: the numbers behind the dashboard's charts (only those the admin may view).
import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { request } from '../../providers/http';

export interface DashboardChartData {
  subscriptions?: Array<{ month: string; count: number; revenue: number }>;
  members?: Array<{ week: string; count: number }>;
  programmes?: Array<{ name: string; count: number }>;
  payouts?: Array<{ status: string; count: number; amount: number }>;
}

export function useDashboardCharts(): { charts: DashboardChartData | null; failed: boolean } {
  const [locale] = useLocaleState();
  const [state, setState] = useState<{ charts: DashboardChartData | null; failed: boolean }>({
    charts: null,
    failed: false,
  });
  // Programme names come in the request language: read again when it changes.
  useEffect(() => {
    const controller = new AbortController();
    request<DashboardChartData>('dashboard/charts', { signal: controller.signal })
      .then(({ data }) => setState({ charts: data ?? {}, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ charts: null, failed: true });
      });
    return () => controller.abort();
  }, [locale]);
  return state;
}
