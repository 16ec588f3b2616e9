// The dashboard's charts: a titled region each, a legend, the palette, and the same numbers as a table
// for screen readers, in both languages (Arabic digits and names in Arabic).
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { CHART_PALETTE, chartColor } from '../../../src/pages/dashboard/chartPalette';
import { DashboardChartsView } from '../../../src/pages/dashboard/DashboardCharts';
import type { DashboardChartData } from '../../../src/pages/dashboard/useDashboardCharts';
import { i18nProvider } from '../../../src/providers/i18nProvider';

const CHARTS: DashboardChartData = {
  subscriptions: [
    { month: '2026-02', count: 12, revenue: 5400 },
    { month: '2026-03', count: 1250, revenue: 98765.5 },
  ],
  members: [
    { week: '2026-03-07', count: 3 },
    { week: '2026-03-14', count: 41 },
  ],
  programmes: [
    { name: 'Keto diet', count: 120 },
    { name: 'Yoga', count: 80 },
  ],
  payouts: [
    { status: 'pending', count: 5, amount: 1500 },
    { status: 'approved', count: 2, amount: 300 },
    { status: 'paid', count: 9, amount: 7200.25 },
    { status: 'rejected', count: 1, amount: 50 },
  ],
};

function renderCharts(locale: 'en' | 'ar', charts = CHARTS) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <DashboardChartsView charts={charts} />
    </AdminContext>,
  );
}

/** The screen-reader table of a chart: its rows' cells as text. */
function tableOf(title: string): string[][] {
  const table = screen.getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent ?? ''));
}

describe('dashboard charts', () => {
  it('has 11 named colours, cycled by index', () => {
    expect(CHART_PALETTE.map((entry) => entry.name)).toHaveLength(11);
    expect(new Set(CHART_PALETTE.map((entry) => entry.color)).size).toBe(11);
    expect(chartColor(11)).toBe(chartColor(0));
    expect(chartColor(13)).toBe(CHART_PALETTE[2].color);
  });

  it('gives every chart a title, a legend and its numbers as a table', () => {
    renderCharts('en');
    for (const title of [
      'Subscriptions and revenue per month',
      'New members per week',
      'Top programmes',
      'Payout requests by state',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(tableOf('Subscriptions and revenue per month')).toEqual([
      ['Month', 'Count', 'Revenue (EGP)'],
      ['Feb 2026', '12', '5,400.00'],
      ['Mar 2026', '1,250', '98,765.50'],
    ]);
    expect(tableOf('Payout requests by state')).toEqual([
      ['State', 'Count', 'Amount (EGP)'],
      ['Pending', '5', '1,500.00'],
      ['Approved', '2', '300.00'],
      ['Paid', '9', '7,200.25'],
      ['Rejected', '1', '50.00'],
    ]);
    expect(tableOf('Top programmes')).toEqual([
      ['Programme', 'Count'],
      ['Keto diet', '120'],
      ['Yoga', '80'],
    ]);
    const subscriptions = screen.getByRole('region', { name: 'Subscriptions and revenue per month' });
    const legend = subscriptions.querySelector('.recharts-legend-wrapper');
    expect(legend).toHaveTextContent('Count');
    expect(legend).toHaveTextContent('Revenue (EGP)');
    // The drawing itself is hidden from screen readers: the table says the same.
    expect(subscriptions.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const slices = screen
      .getByRole('region', { name: 'Payout requests by state' })
      .querySelectorAll('.recharts-pie-sector path');
    expect(Array.from(slices).map((slice) => slice.getAttribute('fill'))).toEqual(
      [0, 1, 2, 3].map((index) => chartColor(index)),
    );
  });

  it('reads in Arabic, with Arabic digits', async () => {
    renderCharts('ar');
    await screen.findByRole('table', { name: 'طلبات السحب حسب الحالة' });
    expect(tableOf('طلبات السحب حسب الحالة')[3]).toEqual(['مدفوع', '٩', '٧٬٢٠٠٫٢٥']);
    expect(tableOf('الأعضاء الجدد أسبوعيًا')[2][1]).toBe('٤١');
  });

  it('shows only the charts the answer holds', async () => {
    renderCharts('en', { payouts: CHARTS.payouts });
    expect((await screen.findAllByRole('region')).map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'dashboard-chart-payouts',
    ]);
  });
});
