// A new password typed twice (sign-up, password reset): long enough, and the same both times.
import { PasswordInput, required } from 'react-admin';
import { matchesPassword, passwordLength } from './validators';

interface NewPasswordInputsProps {
  label: string;
  confirmationLabel: string;
  busy: boolean;
  autoFocus?: boolean;
}

export const NewPasswordInputs = ({ label, confirmationLabel, busy, autoFocus }: NewPasswordInputsProps) => (
  <>
    <PasswordInput
      source="password"
      label={label}
      autoComplete="new-password"
      autoFocus={autoFocus}
      validate={[required(), passwordLength]}
      disabled={busy}
    />
    <PasswordInput
      source="password_confirmation"
      label={confirmationLabel}
      autoComplete="new-password"
      validate={[required(), matchesPassword]}
      disabled={busy}
    />
  </>
);
