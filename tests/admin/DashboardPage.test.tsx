// The dashboard inside the admin: counts as cards in both languages, errors, and a session that ended.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/App';
import { api, server } from './msw';

function signIn(language: 'en' | 'ar' = 'en') {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 1, first_name: 'Demo', last_name: 'Admin', email: 'admin@demo.test', image: null }),
  );
  localStorage.setItem('permissions', '[]');
  localStorage.setItem('language', language);
}

/** A card as the server answers it (docs/api.md GET dashboard). */
const card = (key: string, count: number, model: string, filters: Record<string, string[]> = {}) => ({
  key,
  count,
  current_period: 0,
  previous_period: 0,
  model,
  filters,
});

const cards = [
  card('admins', 2, 'admins'),
  card('active_subscriptions', 1234567, 'subscriptions', { status: ['active'] }),
  card('open_chats', 0, 'chats', { status: ['open', 'pending'] }),
];
const counts = (shown: ReturnType<typeof card>[]) => ({ period_days: 30, cards: shown, attention: [] });

const LONG = { timeout: 15_000 };

describe('dashboard', () => {
  it('opens from / and shows each count as a titled card', async () => {
    signIn();
    server.use(http.get(api('dashboard'), () => HttpResponse.json({ state: 1, data: counts(cards) })));
    window.history.replaceState(null, '', '/');
    render(<App />);
    const subscriptions = await screen.findByRole('region', { name: 'Active subscriptions' }, LONG);
    expect(window.location.pathname).toBe('/default/dashboard/');
    expect(within(subscriptions).getByText('1,234,567')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Admins' })).getByText('2')).toBeInTheDocument();
    // A count of zero is still a card.
    expect(within(screen.getByRole('region', { name: 'Open chats' })).getByText('0')).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Fitness Admin');
  });

  it('shows Arabic titles and Arabic digits in Arabic', async () => {
    signIn('ar');
    server.use(http.get(api('dashboard'), () => HttpResponse.json({ state: 1, data: counts(cards) })));
    window.history.replaceState(null, '', '/default/dashboard/');
    render(<App />);
    const subscriptions = await screen.findByRole('region', { name: 'الاشتراكات النشطة' }, LONG);
    expect(within(subscriptions).getByText('١٬٢٣٤٬٥٦٧')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('says why there are no cards when the role may view none of the counted areas', async () => {
    signIn();
    server.use(http.get(api('dashboard'), () => HttpResponse.json({ state: 1, data: counts([]) })));
    window.history.replaceState(null, '', '/default/dashboard/');
    render(<App />);
    expect(
      await screen.findByText(
        'No counts to show: your role does not include any of the areas the dashboard counts.',
        undefined,
        LONG,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admins' })).not.toBeInTheDocument();
  });

  it('shows the loading state, then an error with a retry that works', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.get(api('dashboard'), async () => {
        calls += 1;
        // Slow first answer, so the loading state is on screen long enough to be seen.
        if (calls === 1) await delay(400);
        return calls === 1
          ? HttpResponse.json({ state: 0, message: 'Database unavailable' }, { status: 503 })
          : HttpResponse.json({ state: 1, data: counts([card('roles', 3, 'roles')]) });
      }),
    );
    window.history.replaceState(null, '', '/default/dashboard/');
    render(<App />);
    expect(await screen.findByText('Loading the dashboard…', {}, LONG)).toBeInTheDocument();
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    // The server's own message is the toast.
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Roles' })).toHaveTextContent('3');
    expect(calls).toBe(2);
  });

  it("on 401 says 'Need to login!' on the login page, which leads back to the dashboard", async () => {
    signIn();
    server.use(
      http.get(api('dashboard'), () => HttpResponse.json({ state: 0, message: 'Session expired' }, { status: 401 })),
    );
    window.history.replaceState(null, '', '/default/dashboard/');
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe('/session/login'), LONG);
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/default/dashboard/');
    expect(await screen.findByText('Need to login!', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByText('Session expired')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(await screen.findByLabelText(/^Email/, {}, LONG)).toBeInTheDocument();
  });
});
