// The collapsible monthly count chart, folded until the admin opens it (remembered per model).
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { CollapsibleCard } from '../CollapsibleCard';
import { usePanelOpen } from '../panelState';
import type { Charts } from '../types';
import { MonthlyChart } from './MonthlyChart';

interface ChartPanelProps {
  charts: Charts;
  model: string;
  /** The monthly counts are estimates: the title says so. */
  estimated?: boolean;
}

export const ChartPanel = memo(function ChartPanel({ charts, model, estimated = false }: ChartPanelProps) {
  const translate = useTranslate();
  const [open, setOpen] = usePanelOpen(model, 'chart');
  const title = translate('list.chart.title');
  return (
    <CollapsibleCard
      title={estimated ? translate('list.estimate.title', { title }) : title}
      toggleLabel={translate('list.chart.toggle')}
      open={open}
      onToggle={setOpen}
      unmountWhenFolded
    >
      <MonthlyChart charts={charts} countLabel={translate('list.chart.count')} />
    </CollapsibleCard>
  );
});
