// /default/commission: the fitness side's commission rules and earned commissions beside the
// marketplace's commissions, one tab each; a tab shows only with its list's view permission.
import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { Title, useBasename, usePermissions, useTranslate } from 'react-admin';
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

  const choose = (name: string) => {
    // Each list keeps its filters in the address: a new tab starts from none.
    setSearchParams({}, { replace: true });
    setChosen(name);
  };

  return (
    <RequireView subject="Commission">
      {/* The open tab's list gives the page its heading. */}
      <Title title={title} />
      <Tabs
        value={current?.name ?? false}
        onChange={(_, name: string) => choose(name)}
        aria-label={translate('commission.tabs')}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider', mt: 2, mb: 1 }}
      >
        {tabs.map((model) => (
          <Tab
            key={model.name}
            value={model.name}
            label={localized(model.label)}
            id={`commission-tab-${model.name}`}
            aria-controls="commission-tab-panel"
          />
        ))}
      </Tabs>
      {current && (
        <Box role="tabpanel" id="commission-tab-panel" aria-labelledby={`commission-tab-${current.name}`}>
          <CommissionList key={current.name} model={current} />
        </Box>
      )}
    </RequireView>
  );
}
