// Client-side checks of the session forms; the server checks the same again.
import { minLength } from 'react-admin';

export const PASSWORD_MIN_LENGTH = 8;

export const passwordLength = minLength(PASSWORD_MIN_LENGTH);

/** The confirmation field must equal the `password` field. */
export const matchesPassword = (value: unknown, values: Record<string, unknown>): string | undefined =>
  value === values.password ? undefined : 'session.validation.password_mismatch';
