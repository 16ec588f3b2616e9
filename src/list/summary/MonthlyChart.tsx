// The monthly count chart: the bars drawn by recharts (a chunk of its own, fetched when the panel opens)
// and the same counts as a table that only assistive technology reads.
import { lazy, Suspense } from 'react';
import { Box, useTheme } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { visuallyHidden } from '../../layout/visuallyHidden';
import { formatMonth, formatNumber } from '../format';
import type { Charts } from '../types';

/** Spec 9: the chart's height, kept while recharts loads so the page does not jump. */
const CHART_HEIGHT = 200;

const MonthlyCountBars = lazy(() => import('../../charts/MonthlyCountBars'));

interface MonthlyChartProps {
  charts: Charts;
  countLabel: string;
}

export function MonthlyChart({ charts, countLabel }: MonthlyChartProps) {
  const theme = useTheme();
  const translate = useTranslate();
  const locale = useLocale();
  const counts = charts.months.map((_, index) => charts.counts[index] ?? 0);
  const count = (value: number) => formatNumber(value, locale);

  return (
    <Box>
      {/* Drawn for the eye only (the table below carries the figures): hidden from screen readers, and the
          chart leaves out recharts' keyboard layer so nothing in it takes focus, while the pointer still gets its
          tooltip. Left to right by the dir attribute (a `direction` style would be flipped by the right-to-left
          styles); the chart mirrors its axes itself. */}
      <Box aria-hidden="true" dir="ltr" data-testid="monthly-chart" sx={{ height: CHART_HEIGHT }}>
        <Suspense fallback={null}>
          <MonthlyCountBars
            months={charts.months}
            counts={counts}
            countLabel={countLabel}
            rtl={theme.direction === 'rtl'}
            formatCount={count}
            formatMonth={(month, short) => formatMonth(month, locale, short)}
          />
        </Suspense>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{translate('list.chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{translate('list.chart.month')}</th>
            <th scope="col">{countLabel}</th>
          </tr>
        </thead>
        <tbody>
          {charts.months.map((month, index) => (
            <tr key={month}>
              <th scope="row">{formatMonth(month, locale)}</th>
              <td>{count(counts[index])}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
