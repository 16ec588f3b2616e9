// The collapsible Summary Totals card, folded until the admin opens it (remembered per model): each total is a value or a group of named sub-values.
import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatMoney, formatNumber } from '../format';
import type { Totals } from '../types';
import { formatEstimate, roundEstimate } from './estimate';
import { SummaryPanel } from './SummaryPanel';
import { displayCurrency } from '../../providers/displayCurrency';

interface TotalValueProps {
  value: number | string;
  estimated: boolean;
  /** The ISO 4217 code of a total of amounts; counts have none. */
  currency?: string;
}

function TotalValue({ value, estimated, currency }: TotalValueProps) {
  const locale = useLocale();
  const translate = useTranslate();
  if (typeof value !== 'number') return <>{value}</>;
  const shown = (figure: number) => (currency ? formatMoney(figure, locale, currency) : formatNumber(figure, locale));
  if (!estimated || value === 0) return <>{shown(value)}</>;
  const about = currency ? shown(roundEstimate(value)) : formatEstimate(value, locale);
  return <>{translate('list.estimate.about', { value: about })}</>;
}

interface TotalsCardProps {
  totals: Totals;
  model: string;
  /** The totals are estimates: each reads "about …" and the title says so. */
  estimated?: boolean;
  /** The labels of the totals that add up amounts (the search answer's `options.amountTotals`). */
  amountTotals?: readonly string[];
  /** Their currency (`options.currency`; the display setting's when absent). */
  currency?: string;
}

export const TotalsCard = memo(function TotalsCard({
  totals,
  model,
  estimated = false,
  amountTotals = [],
  currency = displayCurrency(),
}: TotalsCardProps) {
  return (
    <SummaryPanel model={model} panel="totals" estimated={estimated}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          m: 0,
        }}
      >
        {Object.entries(totals).map(([name, value]) => (
          <Box key={name} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography component="dt" variant="subtitle2" color="text.secondary">
              {name}
            </Typography>
            {typeof value === 'object' && value !== null ? (
              <Box component="dd" sx={{ m: 0 }}>
                <Box component="dl" sx={{ m: 0 }}>
                  {Object.entries(value).map(([part, partValue]) => (
                    <Box key={part} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                      <Typography component="dt" variant="body2">
                        {part}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                        <TotalValue value={partValue} estimated={estimated} />
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Box>
            ) : (
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                <TotalValue
                  value={value}
                  estimated={estimated}
                  currency={amountTotals.includes(name) ? currency : undefined}
                />
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </SummaryPanel>
  );
});
