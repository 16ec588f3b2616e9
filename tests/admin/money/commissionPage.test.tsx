// /default/commission on the demo backend: the fitness side's rules and earned commissions beside the
// marketplace's commissions, one tab each, every list read through the data provider.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { withFakeBackend } from '../fakeBackend';

// The first visit compiles the lazily loaded screens.
const LONG = { timeout: 45_000 };

describe('the commission page', () => {
  const demo = withFakeBackend();

  it('shows the rules first, then the earned and the marketplace commissions on their tabs', async () => {
    const person = userEvent.setup();
    await demo.signIn('admin@demo.test');
    window.history.replaceState(null, '', '/default/commission');
    render(<App />);
    const tabs = await screen.findByRole('tablist', { name: 'Commission lists' }, LONG);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Commission rules', 'Earned commissions', 'Commissions']);
    expect(within(tabs).getByRole('tab', { name: 'Commission rules' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Coach share of workout programmes', {}, LONG)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Add New' })).toBeInTheDocument();

    await person.click(within(tabs).getByRole('tab', { name: 'Earned commissions' }));
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('columnheader', { name: /Subscription price/ }, LONG),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).queryByRole('button', { name: 'Add New' })).toBeNull();

    // The arrow keys move between the tabs, and only the open tab is in the tab order.
    await person.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Commissions' })).toHaveFocus();
    expect(within(tabs).getByRole('tab', { name: 'Commissions' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Commission rules' })).toHaveAttribute('tabindex', '-1');
    await person.click(within(tabs).getByRole('tab', { name: 'Commissions' }));
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('columnheader', { name: /Order total/ }, LONG),
    ).toBeInTheDocument();
  }, 60_000);

  it('reads in Arabic', async () => {
    await demo.signIn('admin@demo.test', { language: 'ar' });
    window.history.replaceState(null, '', '/default/commission');
    render(<App />);
    const tabs = await screen.findByRole('tablist', { name: 'قوائم العمولات' }, LONG);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['قواعد العمولات', 'العمولات المكتسبة', 'العمولات']);
    expect(await screen.findByText('حصة المدرب من برامج التمارين', {}, LONG)).toBeInTheDocument();
  }, 60_000);
});
