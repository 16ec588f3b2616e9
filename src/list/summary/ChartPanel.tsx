// The collapsible monthly count chart.
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { CollapsibleCard } from '../CollapsibleCard';
import type { Charts } from '../types';
import { MonthlyChart } from './MonthlyChart';

export const ChartPanel = memo(function ChartPanel({ charts }: { charts: Charts }) {
  const translate = useTranslate();
  return (
    <CollapsibleCard title={translate('list.chart.title')} toggleLabel={translate('list.chart.toggle')}>
      <MonthlyChart charts={charts} countLabel={translate('list.chart.count')} />
    </CollapsibleCard>
  );
});
