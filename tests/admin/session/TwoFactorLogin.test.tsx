// The login page's code step: the right password of an account with two-factor on asks for the code
// (numeric, one-time-code), a recovery code can be typed instead, and the code signs in.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { api, server } from '../msw';

const user = { id: 1, first_name: 'Demo', last_name: 'Admin', email: 'admin@demo.test', image: null, role: 'Editor' };
const challenge = 'Q'.repeat(43);

function answerTwoFactor() {
  const steps: unknown[] = [];
  server.use(
    http.post(api('login'), async ({ request }) => {
      steps.push(await request.json());
      return HttpResponse.json({
        state: 1,
        message: 'Enter the code from your authenticator app.',
        data: { two_factor: true, challenge },
      });
    }),
    http.post(api('login/two-factor'), async ({ request }) => {
      const body = (await request.json()) as { code?: string };
      steps.push(body);
      if (body.code === '000000') {
        return HttpResponse.json(
          { state: 0, message: 'That code is not right.', errors: { code: ['That code is not right.'] } },
          { status: 422 },
        );
      }
      return HttpResponse.json({
        state: 1,
        message: 'User Logged In Success!',
        data: { token: 'tok', expires_at: '2026-02-01T09:15:00.000Z', user, permissions: ['view-User'] },
      });
    }),
    http.get(api('dashboard'), () =>
      HttpResponse.json({ state: 1, data: { period_days: 30, cards: [], attention: [] } }),
    ),
  );
  return steps;
}

async function passwordStep() {
  const person = userEvent.setup();
  window.history.replaceState(null, '', '/session/login');
  render(<App />);
  await person.type(await screen.findByLabelText(/^Email/, {}, { timeout: 15_000 }), 'admin@demo.test');
  await person.type(screen.getByLabelText(/^Password/), 'Demo#2026');
  await person.click(screen.getByRole('button', { name: 'Sign in' }));
  return person;
}

describe('signing in with two-factor on', () => {
  it('asks for the code after the password, keeps asking after a wrong one, and signs in with the right one', async () => {
    const steps = answerTwoFactor();
    const person = await passwordStep();
    const code = await screen.findByLabelText(/^Code from your app/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(localStorage.getItem('access_token')).toBeNull();

    await person.type(code, '000000');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(steps).toHaveLength(2));
    // Still on the code step, without a session.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
    expect(screen.getByLabelText(/^Code from your app/)).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();

    await person.clear(screen.getByLabelText(/^Code from your app/));
    await person.type(screen.getByLabelText(/^Code from your app/), '123456');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem('access_token')).toBe('tok'));
    expect(steps).toEqual([
      { email: 'admin@demo.test', password: 'Demo#2026' },
      { challenge, code: '000000' },
      { challenge, code: '123456' },
    ]);
  });

  it('takes a recovery code instead', async () => {
    const steps = answerTwoFactor();
    const person = await passwordStep();
    await person.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await person.type(screen.getByLabelText(/^Recovery code/), 'k7m2q-x9fhp');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem('access_token')).toBe('tok'));
    expect(steps.at(-1)).toEqual({ challenge, recovery_code: 'k7m2q-x9fhp' });
  });
});
