// The loading screen (only while the shell loads, at most 2 s) and the guided tour that follows 1 s
// later: its steps, keyboard use, both languages, and that it comes back for no admin who saw it.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SHELL } from '../../../src/config';
import { demoProfile, findSidebar, LONG, renderShell } from './renderShell';

// The tour starts 1 s after the shell; a busy machine needs longer to draw the shell first.
const TOUR_WAIT = LONG;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => {
  SHELL.tourEnabled = true;
});

describe('loading screen', () => {
  it('shows while the profile loads, then goes', async () => {
    renderShell({ profileDelay: 600 });
    expect(await screen.findByText('Loading the admin…', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('loading-screen')).toBeNull(), LONG);
  });

  it('gives up after 2 seconds when something never answers', async () => {
    renderShell({ profileDelay: 'infinite' });
    expect(await screen.findByTestId('loading-screen', {}, LONG)).toBeInTheDocument();
    const shownAt = Date.now();
    await pause(1000);
    expect(screen.getByTestId('loading-screen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('loading-screen')).toBeNull(), { timeout: 8000 });
    // Its 2 s and not a longer wait for the profile (the bound leaves room for a busy machine).
    expect(Date.now() - shownAt).toBeLessThan(5000);
  });
});

describe('guided tour', () => {
  it('starts after loading, walks through its steps by keyboard, and does not come back', async () => {
    const person = userEvent.setup();
    const first = renderShell({ tour: true });
    const step1 = await screen.findByRole('dialog', { name: 'Find any screen' }, TOUR_WAIT);
    expect(step1).toHaveTextContent('Step 1 of 4');
    const next = within(step1).getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toHaveFocus());

    await person.keyboard('{Enter}');
    const step2 = await screen.findByRole('dialog', { name: 'English or Arabic' });
    expect(step2).toHaveTextContent('Step 2 of 4');
    await person.click(within(step2).getByRole('button', { name: 'Back' }));
    await person.click(
      within(await screen.findByRole('dialog', { name: 'Find any screen' })).getByRole('button', { name: 'Next' }),
    );
    await person.click(
      within(await screen.findByRole('dialog', { name: 'English or Arabic' })).getByRole('button', { name: 'Next' }),
    );
    await person.click(
      within(await screen.findByRole('dialog', { name: 'Make it yours' })).getByRole('button', { name: 'Next' }),
    );
    const last = await screen.findByRole('dialog', { name: 'Your account' });
    expect(within(last).queryByRole('button', { name: 'Skip the tour' })).toBeNull();
    await person.click(within(last).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(`shell.tour.done.${demoProfile.id}`)).toBe('1');
    first.unmount();

    renderShell({ tour: true });
    await findSidebar();
    await pause(2000);
    expect(screen.queryByRole('dialog', { name: 'Find any screen' })).toBeNull();
  });

  it('is dismissed with Escape or Skip, for this admin only', async () => {
    const person = userEvent.setup();
    const first = renderShell({ tour: true });
    await screen.findByRole('dialog', { name: 'Find any screen' }, TOUR_WAIT);
    await person.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Find any screen' })).toBeNull());
    expect(localStorage.getItem(`shell.tour.done.${demoProfile.id}`)).toBe('1');
    first.unmount();

    // Another admin on the same browser still gets it.
    renderShell({ tour: true, profile: { ...demoProfile, id: 8 } });
    const step = await screen.findByRole('dialog', { name: 'Find any screen' }, TOUR_WAIT);
    await person.click(within(step).getByRole('button', { name: 'Skip the tour' }));
    expect(localStorage.getItem('shell.tour.done.8')).toBe('1');
  });

  it('speaks Arabic in Arabic', async () => {
    renderShell({ tour: true, language: 'ar' });
    const step = await screen.findByRole('dialog', { name: 'اعثر على أي شاشة' }, TOUR_WAIT);
    expect(step).toHaveTextContent('الخطوة ١ من ٤');
    expect(within(step).getByRole('button', { name: 'التالي' })).toBeInTheDocument();
    expect(within(step).getByRole('button', { name: 'تخطي الجولة' })).toBeInTheDocument();
  });

  it('does not start when configuration turns it off', async () => {
    SHELL.tourEnabled = false;
    renderShell({ tour: true });
    await findSidebar();
    await pause(2000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be shown again from the theme customizer', async () => {
    const person = userEvent.setup();
    renderShell();
    await person.click(await screen.findByRole('button', { name: 'Theme settings' }, LONG));
    await person.click(
      within(await screen.findByRole('dialog', { name: 'Theme settings' })).getByRole('button', {
        name: 'Show the guided tour',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Find any screen' }, TOUR_WAIT)).toBeInTheDocument();
  });
});
