// /session/sign-up: the exact request, the success panel, server field errors, client checks, Arabic, and
// the text that replaces the form when the server has turned sign-up off.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerPost, answerSessionOptions, findField, here, openApp, person } from './helpers';

const TURNED_OFF = 'Sign-up is turned off. Ask an administrator to create an account for you.';
const SIGNED_UP =
  'Your account has been created. A super admin must give you a role before you can use more than the dashboard.';

async function fillForm(confirmation = 'Strong#Pass1') {
  const user = person();
  await user.type(await findField(/^First name/), 'Sara');
  await user.type(screen.getByLabelText(/^Last name/), 'Hassan');
  await user.type(screen.getByLabelText(/^Email/), 'sara@demo.test');
  await user.type(screen.getByLabelText(/^Password/), 'Strong#Pass1');
  await user.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('sign-up page', () => {
  it('sends the form to POST sign-up and then offers the sign-in page', async () => {
    const calls = answerPost('sign-up', 201, { state: 1, message: SIGNED_UP, data: null });
    openApp('/session/sign-up');
    expect(await findField(/^First name/)).toHaveFocus();
    expect(document.title).toBe('Create an account | Fitness Admin');
    const user = await fillForm();

    expect(await screen.findByText(SIGNED_UP)).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([
      {
        first_name: 'Sara',
        last_name: 'Hassan',
        email: 'sara@demo.test',
        password: 'Strong#Pass1',
        password_confirmation: 'Strong#Pass1',
      },
    ]);
    expect(calls[0].headers.get('accept-language')).toBe('en');
    expect(screen.getByRole('heading', { name: 'Account created' })).toBeInTheDocument();
    // Signing up does not sign in.
    expect(localStorage.getItem('access_token')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(here()).toBe('/session/login'));
  });

  it('shows the server message and each field message under its field', async () => {
    answerPost('sign-up', 422, {
      state: 0,
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.'] },
    });
    openApp('/session/sign-up');
    await fillForm();
    const alert = await screen.findByText('The given data was invalid.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    const emailField = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(emailField).toHaveAccessibleDescription('The email has already been taken.'));
    expect(emailField).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('does not send a form whose passwords differ', async () => {
    const calls = answerPost('sign-up', 201, { state: 1, data: null });
    openApp('/session/sign-up');
    await fillForm('Other#Pass1');
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('speaks Arabic, right to left', async () => {
    localStorage.setItem('language', 'ar');
    openApp('/session/sign-up');
    expect(await findField(/^الاسم الأول/)).toHaveAttribute('name', 'first_name');
    expect(screen.getByRole('heading', { name: 'أنشئ حسابك' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنشاء الحساب' })).toHaveAttribute('type', 'submit');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('shows a text instead of the form when sign-up is turned off, with the way back to sign in', async () => {
    answerSessionOptions(false);
    openApp('/session/sign-up');
    const text = await screen.findByText(TURNED_OFF, {}, { timeout: 15_000 });
    expect(text.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(document.querySelector('form')).toBeNull();
    await person().click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(here()).toBe('/session/login'));
  });

  it('shows the Arabic text instead of the form when sign-up is turned off', async () => {
    answerSessionOptions(false);
    localStorage.setItem('language', 'ar');
    openApp('/session/sign-up');
    expect(
      await screen.findByText('إنشاء الحسابات متوقف. اطلب من أحد المشرفين إنشاء حساب لك.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^الاسم الأول/)).toBeNull();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/session/login');
  });
});
