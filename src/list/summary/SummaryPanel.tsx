// A collapsible summary of the list (its totals, its chart), folded until the admin opens it and
// remembered per model; its title says so when the figures are estimates.
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CollapsibleCard } from '../CollapsibleCard';
import { usePanelOpen } from '../panelState';

interface SummaryPanelProps {
  model: string;
  /** Which panel: its remembered state and its texts (`list.<panel>.title`, `list.<panel>.toggle`). */
  panel: 'totals' | 'chart';
  estimated: boolean;
  children: ReactNode;
}

export function SummaryPanel({ model, panel, estimated, children }: SummaryPanelProps) {
  const translate = useTranslate();
  const [open, setOpen] = usePanelOpen(model, panel);
  const title = translate(`list.${panel}.title`);
  return (
    <CollapsibleCard
      title={estimated ? translate('list.estimate.title', { title }) : title}
      toggleLabel={translate(`list.${panel}.toggle`)}
      open={open}
      onToggle={setOpen}
      unmountWhenFolded
    >
      {children}
    </CollapsibleCard>
  );
}
