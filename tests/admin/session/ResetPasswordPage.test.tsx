// /session/reset-password?token&email: the exact request, success → the login page with the notice,
// a used link, an incomplete link.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerPost, findField, here, openApp, person } from './helpers';

const TOKEN = 'q3v7Yx0bL2kPz8rT5wN1mC4hD6fG9jA0sE3uI7oK2lM';
const LINK = `/session/reset-password?token=${TOKEN}&email=${encodeURIComponent('sara@demo.test')}`;

async function chooseNewPassword(password = 'Brand#New2026') {
  const user = person();
  await user.type(await findField(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm the new password/), password);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('reset password page', () => {
  it('sends the token, email and new password, then opens the login page with the notice', async () => {
    const done = 'Your password has been reset. Sign in with your new password.';
    const calls = answerPost('reset-password', 200, { state: 1, message: done, data: null });
    openApp(LINK);
    expect(
      await screen.findByText('For the account sara@demo.test. Use at least 8 characters.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await chooseNewPassword();

    await waitFor(() => expect(here()).toBe('/session/login'), { timeout: 15_000 });
    expect(calls.map((call) => call.body)).toEqual([
      { email: 'sara@demo.test', token: TOKEN, password: 'Brand#New2026', password_confirmation: 'Brand#New2026' },
    ]);
    const notice = await screen.findByText(done, {}, { timeout: 15_000 });
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(await findField(/^Email/)).toBeInTheDocument();
  });

  it('says when the link was already used and offers a new one', async () => {
    const used = 'This password reset link has already been used. Request a new one.';
    answerPost('reset-password', 422, { state: 0, message: used, errors: { token: [used] } });
    openApp(LINK);
    await chooseNewPassword();
    const alert = (await screen.findByText(used)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/session/forgot-password',
    );
    expect(here()).toBe(LINK);
  });

  it('puts a password refused by the server under the field', async () => {
    answerPost('reset-password', 422, {
      state: 0,
      message: 'The given data was invalid.',
      errors: { password: ['The password must have at least 8 characters.'] },
    });
    openApp(LINK);
    await chooseNewPassword();
    await waitFor(() =>
      expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
        'The password must have at least 8 characters.',
      ),
    );
    expect(screen.queryByRole('link', { name: 'Request a new link' })).toBeNull();
  });

  it('explains an incomplete link instead of showing the form', async () => {
    const calls = answerPost('reset-password', 200, { state: 1, data: null });
    openApp(`/session/reset-password?email=${encodeURIComponent('sara@demo.test')}`);
    expect(
      await screen.findByText(
        'This reset link is incomplete. Open the link from your email again, or request a new one.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
