// The dashboard you can act on: each count card opens its list filtered to what it counts and says how the
// last 30 days compare with the 30 before; "needs attention" links each waiting item to its filtered list.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { api, server } from '../msw';

function signIn(language: 'en' | 'ar') {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 1, first_name: 'Demo', last_name: 'Admin', email: 'admin@demo.test', image: null }),
  );
  localStorage.setItem('permissions', '[]');
  localStorage.setItem('language', language);
}

// As the server answers GET dashboard (docs/api.md).
const COUNTS = {
  period_days: 30,
  cards: [
    { key: 'users', count: 240, current_period: 28, previous_period: 25, model: 'users', filters: {} },
    {
      key: 'active_subscriptions',
      count: 90,
      current_period: 9,
      previous_period: 12,
      model: 'subscriptions',
      filters: { status: ['active'] },
    },
    {
      key: 'open_chats',
      count: 7,
      current_period: 5,
      previous_period: 0,
      model: 'chats',
      filters: { status: ['open', 'pending'] },
    },
    { key: 'roles', count: 3, current_period: 0, previous_period: 0, model: 'roles', filters: {} },
  ],
  attention: [
    { key: 'pending_payout_requests', count: 4, model: 'payout-requests', filters: { status: ['pending'] } },
    { key: 'open_support_threads', count: 7, model: 'chats', filters: { status: ['open', 'pending'] } },
    { key: 'pending_sign_ups', count: 0, model: 'admins', filters: {} },
    { key: 'failed_payments', count: 2, model: 'payment-transactions', filters: { status: ['failed'] } },
  ],
};

const LONG = { timeout: 15_000 };

function openDashboard(language: 'en' | 'ar', counts: unknown = COUNTS) {
  signIn(language);
  server.use(http.get(api('dashboard'), () => HttpResponse.json({ state: 1, data: counts })));
  window.history.replaceState(null, '', '/default/dashboard/');
  render(<App />);
}

const linkIn = (region: HTMLElement) => within(region).getByRole('link');

describe('dashboard count cards', () => {
  it('link each card to its list with the list filters of what it counts, and show the change', async () => {
    openDashboard('en');
    const subscriptions = await screen.findByRole('region', { name: 'Active subscriptions' }, LONG);
    expect(linkIn(subscriptions)).toHaveAttribute('href', '/default/subscriptions?status=active');
    expect(within(subscriptions).getByText('New: -25% vs the previous 30 days')).toBeInTheDocument();

    const users = screen.getByRole('region', { name: 'Users' });
    expect(linkIn(users)).toHaveAttribute('href', '/default/users');
    expect(within(users).getByText('New: +12% vs the previous 30 days')).toBeInTheDocument();
    // No percentage of nothing: the new ones as a number.
    const chats = screen.getByRole('region', { name: 'Open chats' });
    expect(linkIn(chats)).toHaveAttribute('href', '/default/chats?status=open&status=pending');
    expect(within(chats).getByText('New: +5 vs the previous 30 days')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Roles' })).getByText(
        'No new ones in the last 30 days or the 30 before',
      ),
    ).toBeInTheDocument();
  });

  it('opens the filtered list when a card is clicked', async () => {
    openDashboard('en');
    const subscriptions = await screen.findByRole('region', { name: 'Active subscriptions' }, LONG);
    await userEvent.setup().click(linkIn(subscriptions));
    expect(window.location.pathname).toBe('/default/subscriptions');
    expect(window.location.search).toBe('?status=active');
  });

  it('writes the change in Arabic with Arabic digits and the plural of the days', async () => {
    openDashboard('ar');
    const subscriptions = await screen.findByRole('region', { name: 'الاشتراكات النشطة' }, LONG);
    const change = within(subscriptions).getByTestId('count-change').textContent ?? '';
    expect(change).toContain('مقارنة بالـ٣٠ يومًا السابقة');
    expect(change).toMatch(/-٢٥/);
    expect(change).not.toMatch(/[0-9]/);
  });
});

describe('needs attention', () => {
  it('lists what waits, each linked to its filtered list, and leaves out what does not wait', async () => {
    openDashboard('en');
    const panel = await screen.findByRole('region', { name: 'Needs attention' }, LONG);
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pending payout requests4', '/default/payout-requests?status=pending'],
      ['Open support threads7', '/default/chats?status=open&status=pending'],
      ['Failed payments2', '/default/payment-transactions?status=failed'],
    ]);
    expect(within(panel).queryByText('Sign-ups waiting for approval')).toBeNull();
  });

  it('says nothing waits when every count is zero, in Arabic', async () => {
    openDashboard('ar', { ...COUNTS, attention: COUNTS.attention.map((item) => ({ ...item, count: 0 })) });
    const panel = await screen.findByRole('region', { name: 'بحاجة إلى متابعة' }, LONG);
    expect(within(panel).getByText('لا شيء ينتظرك.')).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('is absent for an admin who may view none of the waiting things (the server sends none)', async () => {
    openDashboard('en', { ...COUNTS, attention: [] });
    await screen.findByRole('region', { name: 'Users' }, LONG);
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
  });
});
