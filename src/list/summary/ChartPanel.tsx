// The collapsible monthly count chart, folded until the admin opens it (remembered per model).
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { CollapsibleCard } from '../CollapsibleCard';
import { usePanelOpen } from '../panelState';
import type { Charts } from '../types';
import { MonthlyChart } from './MonthlyChart';

export const ChartPanel = memo(function ChartPanel({ charts, model }: { charts: Charts; model: string }) {
  const translate = useTranslate();
  const [open, setOpen] = usePanelOpen(model, 'chart');
  return (
    <CollapsibleCard
      title={translate('list.chart.title')}
      toggleLabel={translate('list.chart.toggle')}
      open={open}
      onToggle={setOpen}
      unmountWhenFolded
    >
      <MonthlyChart charts={charts} countLabel={translate('list.chart.count')} />
    </CollapsibleCard>
  );
});
