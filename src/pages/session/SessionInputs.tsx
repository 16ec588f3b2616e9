// The email and current-password inputs of the session forms, with the autocomplete hints password
// managers need.
import { email, PasswordInput, required, TextInput } from 'react-admin';

interface SessionInputProps {
  label: string;
  busy: boolean;
  autoFocus?: boolean;
}

export const EmailInput = ({ label, busy, autoFocus, autoComplete }: SessionInputProps & { autoComplete: string }) => (
  <TextInput
    source="email"
    type="email"
    label={label}
    autoComplete={autoComplete}
    autoFocus={autoFocus}
    validate={[required(), email()]}
    disabled={busy}
  />
);

export const CurrentPasswordInput = ({ label, busy, autoFocus }: SessionInputProps) => (
  <PasswordInput
    source="password"
    label={label}
    autoComplete="current-password"
    autoFocus={autoFocus}
    validate={required()}
    disabled={busy}
  />
);
