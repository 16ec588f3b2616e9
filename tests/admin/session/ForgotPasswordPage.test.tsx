// /session/forgot-password: the exact request, the success text in place of the form, failures, the
// way there from the login page.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerPost, findField, here, openApp, person } from './helpers';

const SENT = 'If an account exists for this email, a password reset link has been sent to it.';

async function askForLink(email = 'admin@demo.test') {
  const user = person();
  await user.type(await findField(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
}

describe('forgot password page', () => {
  it('is reached from the login page', async () => {
    openApp('/session/login');
    await findField(/^Email/);
    await person().click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(here()).toBe('/session/forgot-password'));
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Forgot password | Fitness Admin');
  });

  it('sends the email to POST forgot-password and shows the answer instead of the form', async () => {
    const calls = answerPost('forgot-password', 200, { state: 1, message: SENT, data: null });
    openApp('/session/forgot-password');
    await askForLink();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ email: 'admin@demo.test' }]);
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/session/login');
  });

  it('shows the server message when too many links were asked for', async () => {
    answerPost('forgot-password', 429, { state: 0, message: 'Too many attempts. Try again in 40 seconds.' });
    openApp('/session/forgot-password');
    await askForLink();
    const alert = await screen.findByText('Too many attempts. Try again in 40 seconds.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText(/^Email/)).toBeEnabled();
  });

  it('checks the address before sending', async () => {
    const calls = answerPost('forgot-password', 200, { state: 1, message: SENT, data: null });
    openApp('/session/forgot-password');
    await askForLink('not-an-email');
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
