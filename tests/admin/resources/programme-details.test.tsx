// A programme's details sections: subscribers and revenue, the sub-programmes in order opening their
// planner, the pricing plans, the latest subscriptions and the chat groups; 'None yet.' when empty; Arabic.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { ProgramSections } from '../../../src/resources/programs/ProgramSections';
import { programmeDetails } from '../../../src/resources/programs/programmeDetails';
import { renderAdmin } from '../renderAdmin';

const item = {
  subscribers: 3,
  revenue: 1250.5,
  sub_programs: [
    { id: 11, name_en: 'Foundation', name_ar: 'الأساس', sort_order: 1, weeks: 4, enabled: 1 },
    { id: 12, name_en: 'Build', name_ar: 'البناء', sort_order: 2, weeks: 1, enabled: 0 },
  ],
  program_prices: [
    { id: 5, duration_unit: 'months', duration_value: 3, price: 1200, discounted_price: null, enabled: 1 },
  ],
  latest_subscriptions: [
    {
      id: 40,
      user_id: 2,
      plan: 'monthly',
      amount: 450,
      status: 'active',
      starts_at: '2026-11-01T00:00:00Z',
      ends_at: '2026-12-01T00:00:00Z',
    },
  ],
  chat_groups: [],
};

function open(locale: 'en' | 'ar' = 'en') {
  return renderAdmin(
    <Route path="/default/programs/:id" element={<ProgramSections details={programmeDetails(item)} />} />,
    { url: '/default/programs/4', permissions: ['view-Program'], locale },
  );
}

describe('the programme details sections', () => {
  it('shows the figures, sub-programmes, pricing plans, latest subscriptions and chat groups', async () => {
    open();
    const subPrograms = await screen.findByRole('region', { name: 'Sub-programmes' });
    expect(
      within(subPrograms)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Foundation', '/default/sub-programs-edit/11'],
      ['Build', '/default/sub-programs-edit/12'],
    ]);
    expect(within(subPrograms).getByText('1 week · Disabled')).toBeInTheDocument();
    expect(screen.getByText('Subscribers').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Revenue').nextSibling).toHaveTextContent('EGP 1,250.50');
    const prices = screen.getByRole('region', { name: 'Pricing plans' });
    expect(within(prices).getAllByRole('row')[1]).toHaveTextContent('3 monthsEGP 1,200.00—Enabled');
    const subscriptions = screen.getByRole('region', { name: 'Latest subscriptions' });
    expect(within(subscriptions).getByRole('link', { name: '#40' })).toHaveAttribute(
      'href',
      '/default/subscriptions/40',
    );
    expect(within(subscriptions).getAllByRole('row')[1]).toHaveTextContent(
      '#40MonthlyEGP 450.00ActiveNov 1, 2026 – Dec 1, 2026',
    );
    expect(within(screen.getByRole('region', { name: 'Chat groups' })).getByText('None yet.')).toBeInTheDocument();
  });

  it('speaks Arabic, with its plurals', async () => {
    open('ar');
    const subPrograms = await screen.findByRole('region', { name: 'البرامج الفرعية' });
    expect(within(subPrograms).getByRole('link', { name: 'الأساس' })).toBeInTheDocument();
    expect(within(subPrograms).getByText('٤ أسابيع')).toBeInTheDocument();
    expect(within(subPrograms).getByText('أسبوع واحد · معطّل')).toBeInTheDocument();
    const prices = within(screen.getByRole('region', { name: 'خطط الأسعار' }));
    expect(prices.getByText('٣ أشهر')).toBeInTheDocument();
    // The price in the Arabic currency sign and digits, like the lists.
    expect(prices.getByText('\u200f١٬٢٠٠٫٠٠ ج.م.\u200f')).toBeInTheDocument();
    expect(screen.getByText('المشتركون').nextSibling).toHaveTextContent('٣');
  });
});
