// The monthly count chart. Loaded on demand (see ChartPanel) so recharts stays out of the main chunk.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material';
import type { Charts } from '../types';

interface MonthlyChartProps {
  charts: Charts;
  countLabel: string;
  height: number;
}

export default function MonthlyChart({ charts, countLabel, height }: MonthlyChartProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const data = charts.months.map((month, index) => ({ month, count: charts.counts[index] ?? 0 }));
  return (
    // The SVG keeps left-to-right text anchoring (an attribute, which the RTL style plugin leaves alone);
    // the mirrored layout comes from the axis props below. Without it the count labels sit on the axis.
    <div dir="ltr">
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        {/* Right to left: months run from the right and the count axis moves to the right side. */}
        <XAxis dataKey="month" reversed={rtl} />
        <YAxis allowDecimals={false} orientation={rtl ? 'right' : 'left'} />
        <Tooltip />
        <Bar dataKey="count" name={countLabel} fill={theme.palette.primary.main} />
      </BarChart>
    </ResponsiveContainer>
    </div>
  );
}
