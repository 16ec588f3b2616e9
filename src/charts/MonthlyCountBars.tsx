// The list screen's monthly count chart drawn with recharts, loaded on its own when the chart panel opens,
// so recharts never weighs on the list's bundle. Months run right to left in Arabic, with the count
// axis on the right, as wide as its longest label; the numbers are in the interface language's digits.
import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColor } from '../pages/dashboard/chartPalette';

/** Spec 9. */
export const CHART_HEIGHT = 200;
/** jsdom and first paints measure 0: start from a sensible size until the container is measured. */
const INITIAL = { width: 600, height: CHART_HEIGHT };

export interface MonthlyCountBarsProps {
  months: readonly string[];
  counts: readonly number[];
  countLabel: string;
  rtl: boolean;
  formatCount: (value: number) => string;
  /** A `YYYY-MM` month by name in the interface language: short on the axis, with its year in the tooltip. */
  formatMonth: (month: string, short: boolean) => string;
}

export default function MonthlyCountBars({
  months,
  counts,
  countLabel,
  rtl,
  formatCount,
  formatMonth,
}: MonthlyCountBarsProps) {
  const theme = useTheme();
  const data = months.map((month, index) => ({ month, count: counts[index] ?? 0 }));
  const count = (value: unknown) => formatCount(Number(value));
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL}>
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 0, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="month"
          reversed={rtl}
          tick={{ fontSize: 12 }}
          tickFormatter={(month: string) => formatMonth(month, true)}
        />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          tick={{ fontSize: 12 }}
          tickFormatter={count}
          allowDecimals={false}
          width="auto"
        />
        <Tooltip
          formatter={count}
          labelFormatter={(month) => formatMonth(String(month), false)}
          itemStyle={{ color: theme.palette.text.primary }}
          contentStyle={{ background: theme.palette.background.paper, color: theme.palette.text.primary }}
        />
        <Legend />
        <Bar dataKey="count" name={countLabel} fill={chartColor(0)} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
