// The collapsible monthly count chart, folded until the admin opens it (remembered per model).
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { Charts } from '../types';
import { MonthlyChart } from './MonthlyChart';
import { SummaryPanel } from './SummaryPanel';

interface ChartPanelProps {
  charts: Charts;
  model: string;
  /** The monthly counts are estimates: the title says so. */
  estimated?: boolean;
}

export const ChartPanel = memo(function ChartPanel({ charts, model, estimated = false }: ChartPanelProps) {
  const translate = useTranslate();
  return (
    <SummaryPanel model={model} panel="chart" estimated={estimated}>
      <MonthlyChart charts={charts} countLabel={translate('list.chart.count')} />
    </SummaryPanel>
  );
});
