// The session pages' messages (English): sign-up, forgot/reset password, lock screen, external sign-in.
// Same keys as session.ar.ts; tests/i18n/admin-messages.test.ts checks it.
export default {
  session: {
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      password: 'Password',
      password_confirmation: 'Confirm password',
      new_password: 'New password',
      new_password_confirmation: 'Confirm the new password',
    },
    validation: {
      password_mismatch: 'The passwords do not match.',
    },
    back_to_login: 'Back to sign in',
    login_links: {
      forgot_password: 'Forgot your password?',
      no_account: 'No account yet?',
      sign_up: 'Create an account',
      or: 'or',
    },
    sign_up: {
      title: 'Create an account',
      heading: 'Create your account',
      intro: 'After you sign up, a super admin gives your account a role. Until then you see only the dashboard.',
      submit: 'Create account',
      submitting: 'Creating your account…',
      done: 'Account created',
      have_account: 'Already have an account?',
      sign_in: 'Sign in',
      turned_off: 'Sign-up is turned off. Ask an administrator to create an account for you.',
    },
    forgot_password: {
      title: 'Forgot password',
      heading: 'Forgot your password?',
      intro: 'Enter the email of your account and we will send you a link to choose a new password.',
      submit: 'Send the reset link',
      submitting: 'Sending…',
      sent: 'Check your email',
    },
    reset_password: {
      title: 'Reset password',
      heading: 'Choose a new password',
      intro: 'For the account %{email}. Use at least 8 characters.',
      submit: 'Save the new password',
      submitting: 'Saving…',
      incomplete: 'This reset link is incomplete. Open the link from your email again, or request a new one.',
      request_new: 'Request a new link',
    },
    lock_screen: {
      title: 'Screen locked',
      heading: 'Screen locked',
      intro: 'Enter your password to continue where you left off.',
      avatar: 'Picture of %{name}',
      submit: 'Unlock',
      submitting: 'Unlocking…',
      switch_account: 'Sign in as someone else',
    },
    oidc: {
      sign_in: 'Sign in with your company account',
      signing_in: 'Signing you in…',
      callback_error: 'Error: %{error}. Check the console for further details.',
    },
    brand: {
      name: 'Fitness Admin',
      tagline: 'Fitness and diet programmes, managed in one place',
    },
  },
};
