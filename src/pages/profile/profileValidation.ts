// The profile form's own checks; the server checks again and its field messages are shown too.
import { email, maxLength, minLength, required, type Validator } from 'react-admin';
import type { ProfileValues } from './saveProfile';

export const nameValidators: Validator[] = [required(), maxLength(100)];
export const emailValidators: Validator[] = [required(), email(), maxLength(254)];
export const passwordValidators: Validator[] = [minLength(8, 'shell.profile.password_min'), maxLength(128)];

export const matchesPassword: Validator = (value: unknown, values: ProfileValues) =>
  (values.password ?? '') !== (value ?? '') ? 'shell.profile.password_mismatch' : undefined;

/** The current password is needed to change the email or the password. */
export const currentPasswordFor =
  (originalEmail: string): Validator =>
  (value: unknown, values: ProfileValues) => {
    const changesSecrets =
      Boolean(values.password) || values.email.trim().toLowerCase() !== originalEmail.toLowerCase();
    return changesSecrets && !value ? 'ra.validation.required' : undefined;
  };
