// The dashboard's charts, drawn with recharts (this module is loaded on its own, after the counts):
// subscriptions and revenue per month, new members per week, top programmes, payout requests by state.
// Bars run right to left in Arabic, axes sized to their labels; every number is in the interface language's
// digits.
import { Alert, Box, useTheme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAmount, formatDate, intlLocale } from '../../list/format';
import { CategoryTick } from '../../charts/CategoryTick';
import { chartColor } from './chartPalette';
import { CHART_HEIGHT, ChartCard } from './ChartCard';
import { formatCount } from './CountCard';
import { type DashboardChartData, useDashboardCharts } from './useDashboardCharts';

/** jsdom and first paints measure 0: start from a sensible size until the container is measured. */
const INITIAL = { width: 480, height: CHART_HEIGHT };

function monthName(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

export function DashboardChartsView({ charts }: { charts: DashboardChartData }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rtl = locale === 'ar';
  const count = (value: unknown) => formatCount(Number(value), locale);
  const money = (value: unknown) => formatAmount(value, locale);
  const t = (key: string) => translate(`app.dashboard.charts.${key}`);
  // The number axes take the width their longest label needs (grouped Arabic-Indic figures are wide).
  const axis = { tick: { fontSize: 12 }, tickFormatter: count };
  const numberAxis = { ...axis, width: 'auto' as const };
  // The series colours mark the legend and the shapes; tooltip texts stay in the text colour, readable on
  // the tooltip's background in both modes.
  const theme = useTheme();
  const tooltip = {
    itemStyle: { color: theme.palette.text.primary },
    contentStyle: { background: theme.palette.background.paper, color: theme.palette.text.primary },
  };

  const subscriptions = charts.subscriptions?.map((row) => ({ ...row, label: monthName(row.month, locale) }));
  const members = charts.members?.map((row) => ({ ...row, label: formatDate(`${row.week}T12:00:00Z`, locale) }));
  const payouts = charts.payouts?.map((row) => ({ ...row, label: translate(`payout.status.${row.status}`) }));

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, mt: 3 }}>
      {subscriptions && (
        <ChartCard
          id="subscriptions"
          title={t('subscriptions')}
          columns={[t('month'), t('count'), t('revenue')]}
          rows={subscriptions.map((row) => [row.label, count(row.count), money(row.revenue)])}
        >
          <ResponsiveContainer width="100%" height={CHART_HEIGHT + 40} initialDimension={INITIAL}>
            <ComposedChart accessibilityLayer={false} data={subscriptions}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 12 }} />
              <YAxis yAxisId="count" orientation={rtl ? 'right' : 'left'} {...numberAxis} />
              <YAxis yAxisId="revenue" orientation={rtl ? 'left' : 'right'} {...numberAxis} />
              <Tooltip
                {...tooltip}
                formatter={(value, name) => (name === t('revenue') ? money(value) : count(value))}
              />
              <Legend />
              <Bar yAxisId="count" dataKey="count" name={t('count')} fill={chartColor(0)} isAnimationActive={false} />
              <Line
                yAxisId="revenue"
                dataKey="revenue"
                name={t('revenue')}
                stroke={chartColor(1)}
                strokeWidth={2}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </ChartCard>
      )}
      {members && (
        <ChartCard
          id="members"
          title={t('members')}
          columns={[t('week'), t('count')]}
          rows={members.map((row) => [row.label, count(row.count)])}
        >
          <ResponsiveContainer width="100%" height={CHART_HEIGHT + 40} initialDimension={INITIAL}>
            <BarChart accessibilityLayer={false} data={members}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 12 }} />
              <YAxis orientation={rtl ? 'right' : 'left'} {...numberAxis} />
              <Tooltip {...tooltip} formatter={(value) => count(value)} />
              <Legend />
              <Bar dataKey="count" name={t('new_members')} fill={chartColor(2)} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      )}
      {charts.programmes && (
        <ChartCard
          id="programmes"
          title={t('programmes')}
          columns={[t('programme'), t('count')]}
          rows={charts.programmes.map((row) => [row.name, count(row.count)])}
        >
          <ResponsiveContainer width="100%" height={CHART_HEIGHT + 40} initialDimension={INITIAL}>
            {/* Bars grow from the names: from the right in Arabic. The names' axis is as wide as its longest
                (cut) name; the outer margin keeps the last number of the count axis inside the drawing. */}
            <BarChart
              accessibilityLayer={false}
              data={charts.programmes}
              layout="vertical"
              margin={{ top: 5, right: 16, bottom: 5, left: 16 }}
            >
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis type="number" reversed={rtl} {...axis} />
              <YAxis
                type="category"
                dataKey="name"
                width="auto"
                orientation={rtl ? 'right' : 'left'}
                tick={(props) => <CategoryTick {...props} />}
              />
              <Tooltip {...tooltip} formatter={(value) => count(value)} />
              <Legend />
              <Bar dataKey="count" name={t('count')} fill={chartColor(3)} isAnimationActive={false}>
                {charts.programmes.map((row, index) => (
                  <Cell key={row.name} fill={chartColor(index)} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      )}
      {payouts && (
        <ChartCard
          id="payouts"
          title={t('payouts')}
          columns={[t('status'), t('count'), t('amount')]}
          rows={payouts.map((row) => [row.label, count(row.count), money(row.amount)])}
        >
          <ResponsiveContainer width="100%" height={CHART_HEIGHT + 40} initialDimension={INITIAL}>
            <PieChart accessibilityLayer={false}>
              <Tooltip {...tooltip} formatter={(value) => count(value)} />
              <Legend />
              <Pie
                rootTabIndex={-1}
                data={payouts}
                dataKey="count"
                nameKey="label"
                outerRadius={CHART_HEIGHT / 2 - 10}
                isAnimationActive={false}
              >
                {payouts.map((row, index) => (
                  <Cell key={row.status} fill={chartColor(index)} />
                ))}
              </Pie>
            </PieChart>
          </ResponsiveContainer>
        </ChartCard>
      )}
    </Box>
  );
}

/** The charts section of the dashboard (its default export is what the page loads lazily). */
export default function DashboardCharts() {
  const translate = useTranslate();
  const { charts, failed } = useDashboardCharts();
  if (failed)
    return (
      <Alert severity="warning" sx={{ mt: 3 }}>
        {translate('app.dashboard.charts.failed')}
      </Alert>
    );
  return charts ? <DashboardChartsView charts={charts} /> : null;
}
