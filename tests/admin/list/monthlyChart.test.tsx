// The monthly count chart: twelve recharts bars in month order (mirrored right to left), counts on an
// axis, and the numbers in a table that only assistive technology reads.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { AdminContext, memoryStore } from 'react-admin';
import { MonthlyChart } from '../../../src/list/summary/MonthlyChart';
import { chartColor } from '../../../src/pages/dashboard/chartPalette';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import type { Charts } from '../../../src/list/types';
import { formatMonth } from '../../../src/list/format';

const charts: Charts = {
  months: [
    '2025-02',
    '2025-03',
    '2025-04',
    '2025-05',
    '2025-06',
    '2025-07',
    '2025-08',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
  ],
  counts: [3, 0, 12, 7, 25, 40, 18, 9, 31, 1250, 52, 44],
};

function renderChart(locale: 'en' | 'ar') {
  const theme = createTheme({ direction: locale === 'ar' ? 'rtl' : 'ltr' });
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ThemeProvider theme={theme}>
        <MonthlyChart charts={charts} countLabel={locale === 'ar' ? 'العدد' : 'Count'} />
      </ThemeProvider>
    </AdminContext>,
  );
}

/** Text of the axis ticks of one axis, ordered from left to right as drawn. */
function ticksFromLeft(axis: 'x' | 'y') {
  return Array.from(document.querySelectorAll(`.recharts-${axis}Axis-tick-labels .recharts-cartesian-axis-tick-value`))
    .map((tick) => ({ text: tick.textContent, x: Number(tick.getAttribute('x')) }))
    .sort((a, b) => a.x - b.x);
}

/** Waits for recharts (loaded lazily) to draw the bars. */
const drawn = async () =>
  waitFor(
    () =>
      expect(document.querySelectorAll('.recharts-bar-rectangle').length).toBe(
        charts.counts.filter((count) => count > 0).length,
      ),
    // recharts is a chunk of its own, imported on first use.
    { timeout: 10_000 },
  );

describe('monthly chart', () => {
  it('draws the twelve months left to right with recharts, in the palette colour, the count axis on the left', async () => {
    renderChart('en');
    await screen.findByRole('table', { name: 'Monthly Count' });
    await drawn();
    expect(ticksFromLeft('x').map((tick) => tick.text)).toEqual(
      charts.months.map((month) => formatMonth(month, 'en', true)),
    );
    expect(ticksFromLeft('x')[0].text).toBe('Feb');
    const bar = document.querySelector('.recharts-bar-rectangle .recharts-rectangle');
    expect(bar).toHaveAttribute('fill', chartColor(0));
    const counts = ticksFromLeft('y');
    expect(counts.map((tick) => tick.text)).toContain('1,050');
    expect(Math.max(...counts.map((tick) => tick.x))).toBeLessThan(ticksFromLeft('x')[0].x);
    expect(screen.getByTestId('monthly-chart').querySelector('.recharts-wrapper')).toHaveStyle({ height: '200px' });
  });

  it('is mirrored in Arabic: months from the right, the count axis on the right, Arabic digits', async () => {
    renderChart('ar');
    await screen.findByRole('table', { name: 'العدد الشهري' });
    await drawn();
    expect(ticksFromLeft('x').map((tick) => tick.text)).toEqual(
      [...charts.months].reverse().map((month) => formatMonth(month, 'ar', true)),
    );
    expect(ticksFromLeft('x').at(-1)?.text).toBe('فبراير');
    const counts = ticksFromLeft('y');
    expect(counts.map((tick) => tick.text)).toContain('١٬٠٥٠');
    const months = ticksFromLeft('x');
    expect(Math.min(...counts.map((tick) => tick.x))).toBeGreaterThan(months[months.length - 1].x);
  });

  it('gives assistive technology the counts as a table and hides the drawing', async () => {
    renderChart('en');
    const table = await screen.findByRole('table', { name: 'Monthly Count' });
    expect(screen.getByTestId('monthly-chart')).toHaveAttribute('aria-hidden', 'true');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Count']);
    expect(
      rows
        .slice(1)
        .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]),
    ).toEqual(
      charts.months.map((month, index) => [formatMonth(month, 'en'), charts.counts[index].toLocaleString('en-US')]),
    );
    // Months by name, not '2025-02'.
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent(/^Feb 2025$/);
  });

  it('reads the counts in Arabic digits in Arabic', async () => {
    renderChart('ar');
    const table = await screen.findByRole('table', { name: 'العدد الشهري' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['الشهر', 'العدد']);
    expect(within(table).getByRole('row', { name: 'نوفمبر ٢٠٢٥ ١٬٢٥٠' })).toBeInTheDocument();
  });
});
