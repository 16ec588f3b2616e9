// The collapsible monthly count chart; the chart code is fetched only when a list shows one.
import { lazy, Suspense } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CollapsibleCard } from '../CollapsibleCard';
import type { Charts } from '../types';

const MonthlyChart = lazy(() => import('./MonthlyChart'));

/** Spec 9. */
const CHART_HEIGHT = 200;

export function ChartPanel({ charts }: { charts: Charts }) {
  const translate = useTranslate();
  return (
    <CollapsibleCard title={translate('list.chart.title')} toggleLabel={translate('list.chart.toggle')}>
      <Box sx={{ height: CHART_HEIGHT }}>
        <Suspense fallback={<CircularProgress aria-label={translate('list.loading')} />}>
          <MonthlyChart charts={charts} countLabel={translate('list.chart.count')} height={CHART_HEIGHT} />
        </Suspense>
      </Box>
    </CollapsibleCard>
  );
}
