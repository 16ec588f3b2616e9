// /default/commission: the fitness side's commission rules and earned commissions beside the
// marketplace's commissions, one tab each; a tab shows only with its list's view permission.
import { useState } from 'react';
import { Box, Button } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useBasename, usePermissions, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ModelUi } from '../../../common/models/registry';
import { ModelList } from '../../list/ModelList';
import { RequireView } from '../../list/pages/RequireView';
import type { Row } from '../../list/types';
import { can } from '../../providers/permissions';
import { useLocalized } from '../../registry/useLocalized';
import { useServedModels } from '../../registry/useServedModels';

/** The tabs, in order: the fitness side first, then the marketplace's list. */
export const COMMISSION_TABS = ['commission-rules', 'earned-commissions', 'commissions'] as const;

function CommissionList({ model }: { model: ModelUi }) {
  const localized = useLocalized();
  const navigate = useNavigate();
  const basename = useBasename();
  const opsPath = model.ops && model.form ? `${basename}/${model.ops.base ?? model.resource}/${model.ops.path}` : null;
  return (
    <ModelList
      key={model.name}
      model={model.name}
      subject={model.subject}
      title={localized(model.label)}
      filterKeys={model.filterKeys}
      notes={model.list.notes}
      deletable={model.list.deletable}
      onAddNew={opsPath ? () => navigate(opsPath) : undefined}
      onUpdate={opsPath ? (row: Row) => navigate(`${opsPath}/${encodeURIComponent(String(row.ID))}`) : undefined}
    />
  );
}

export default function CommissionPage() {
  const translate = useTranslate();
  const localized = useLocalized();
  const { permissions } = usePermissions();
  const models = useServedModels() ?? [];
  const [, setSearchParams] = useSearchParams();
  const tabs = COMMISSION_TABS.map((name) => models.find((model) => model.name === name)).filter(
    (model): model is ModelUi => model !== undefined && can(permissions, 'list', model.subject),
  );
  const [chosen, setChosen] = useState<string>(COMMISSION_TABS[0]);
  const current = tabs.find((model) => model.name === chosen) ?? tabs[0];
  const title = translate('shell.menu.items.commission');
  useDocumentTitle(title);

  const choose = (name: string) => {
    // Each list keeps its filters in the address: a new tab starts from none.
    setSearchParams({}, { replace: true });
    setChosen(name);
  };

  /** Arrow keys move between the tabs (the next in reading order, so mirrored in right to left). */
  const moveWithArrows = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
    const index = tabs.findIndex((model) => model.name === current?.name);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    choose(next.name);
    document.getElementById(`commission-tab-${next.name}`)?.focus();
  };

  return (
    <RequireView subject="Commission">
      {/* The open tab's list gives the page its heading. */}
      {/* Tabs of plain buttons (ARIA tab pattern): MUI's Tabs would add 5 KB to every screen's bundle. */}
      <Box
        role="tablist"
        aria-label={translate('commission.tabs')}
        onKeyDown={moveWithArrows}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', mt: 2, mb: 1 }}
      >
        {tabs.map((model) => {
          const selected = model.name === current?.name;
          return (
            <Button
              key={model.name}
              role="tab"
              id={`commission-tab-${model.name}`}
              aria-selected={selected}
              aria-controls="commission-tab-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(model.name)}
              sx={{ borderRadius: 0, borderBottom: 2, borderColor: selected ? 'primary.main' : 'transparent' }}
            >
              {localized(model.label)}
            </Button>
          );
        })}
      </Box>
      {current && (
        <Box role="tabpanel" id="commission-tab-panel" aria-labelledby={`commission-tab-${current.name}`}>
          <CommissionList key={current.name} model={current} />
        </Box>
      )}
    </RequireView>
  );
}
