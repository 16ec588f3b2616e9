// The monthly count chart: twelve bars in month order (mirrored right to left), counts on an axis,
// a tooltip per bar, and the numbers in a table that only assistive technology reads.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, ThemeProvider } from '@mui/material';
import { AdminContext, memoryStore } from 'react-admin';
import { MonthlyChart } from '../../../src/list/summary/MonthlyChart';
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
const PRIMARY = '#123456';

function renderChart(locale: 'en' | 'ar') {
  const theme = createTheme({ direction: locale === 'ar' ? 'rtl' : 'ltr', palette: { primary: { main: PRIMARY } } });
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ThemeProvider theme={theme}>
        <MonthlyChart charts={charts} countLabel={locale === 'ar' ? 'العدد' : 'Count'} />
      </ThemeProvider>
    </AdminContext>,
  );
}

/** The months as the bars are drawn, from left to right. */
function monthsFromLeft() {
  return screen
    .getAllByTestId('month-bar')
    .map((bar) => ({ month: bar.dataset.month, x: Number(bar.querySelector('rect')!.getAttribute('x')) }))
    .sort((a, b) => a.x - b.x)
    .map(({ month }) => month);
}

const barOf = (month: string) =>
  screen
    .getAllByTestId('month-bar')
    .find((bar) => bar.dataset.month === month)!
    .querySelectorAll('rect')[1];

describe('monthly chart', () => {
  it('draws the twelve months left to right, in the theme colour, with the count axis on the left', async () => {
    renderChart('en');
    await screen.findByRole('table', { name: 'Monthly Count' });
    expect(monthsFromLeft()).toEqual(charts.months);
    expect(barOf('2025-11')).toHaveAttribute('fill', PRIMARY);
    // The tallest bar is the largest count; an empty month has no bar height.
    const heights = charts.months.map((month) => Number(barOf(month).getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[charts.counts.indexOf(1250)]);
    expect(heights[1]).toBe(0);
    const ticks = screen.getAllByTestId('count-tick');
    expect(ticks.map((tick) => tick.textContent)).toEqual(['0', '500', '1,000', '1,500']);
    const firstBarX = Number(barOf('2025-02').getAttribute('x'));
    for (const tick of ticks) expect(Number(tick.getAttribute('x'))).toBeLessThan(firstBarX);
  });

  it('is mirrored in Arabic: months from the right, the count axis on the right, Arabic digits', async () => {
    renderChart('ar');
    await screen.findByRole('table', { name: 'العدد الشهري' });
    expect(monthsFromLeft()).toEqual([...charts.months].reverse());
    const ticks = screen.getAllByTestId('count-tick');
    expect(ticks.map((tick) => tick.textContent)).toEqual(['٠', '٥٠٠', '١٬٠٠٠', '١٬٥٠٠']);
    const rightmostBar = barOf('2025-02');
    const barEnd = Number(rightmostBar.getAttribute('x')) + Number(rightmostBar.getAttribute('width'));
    for (const tick of ticks) expect(Number(tick.getAttribute('x'))).toBeGreaterThan(barEnd);
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

  it('shows the month and its count in a tooltip on hover', async () => {
    const user = userEvent.setup();
    renderChart('en');
    await screen.findByRole('table', { name: 'Monthly Count' });
    await user.hover(screen.getAllByTestId('month-bar')[10]);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dec 2025 · Count: 52');
  });
});
