// /default/dashboard/: the counts of GET dashboard as cards that open their lists, what needs attention, then
// the charts; with loading and error states.
import { lazy, Suspense } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { ActionAlert } from '../components/ActionAlert';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { AttentionPanel } from './dashboard/AttentionPanel';
import { CountCard } from './dashboard/CountCard';
import { useDashboardCards } from './dashboard/useDashboardCards';

// recharts is large: the charts load after the counts, in a chunk of their own.
const DashboardCharts = lazy(() => import('./dashboard/DashboardCharts'));

const DashboardPage = () => {
  const translate = useTranslate();
  const { cards, attention, period_days, isPending, error, retry } = useDashboardCards();
  useDocumentTitle(translate('app.dashboard.title'));

  return (
    <Box sx={{ py: 2 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('app.dashboard.title')}
      </Typography>
      {isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate('app.dashboard.loading')}</Typography>
        </Box>
      ) : error ? (
        <ActionAlert severity="error" actions={[{ label: translate('app.dashboard.retry'), onClick: retry }]}>
          {translate('app.dashboard.error')}
        </ActionAlert>
      ) : cards.length === 0 && attention.length === 0 ? (
        <Typography color="text.secondary">{translate('app.dashboard.empty')}</Typography>
      ) : (
        <>
          {/* Two tiles a row on a phone, as many as fit from a tablet on. */}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
              gap: { xs: 1, sm: 2 },
            }}
          >
            {cards.map((card) => (
              <CountCard key={card.key} card={card} periodDays={period_days} />
            ))}
          </Box>
          <AttentionPanel items={attention} />
        </>
      )}
      {!isPending && !error && (
        <Suspense fallback={null}>
          <DashboardCharts />
        </Suspense>
      )}
    </Box>
  );
};

export default DashboardPage;
