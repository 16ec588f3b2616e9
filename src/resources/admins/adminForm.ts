// The admin form's values from a loaded admin, its request body and its rules (the person's part shared
// with the member form, personForm.ts).
import type { FormItem } from '../../forms/loadItem';
import { asText, checkPerson, personPayload, personValues } from '../users/personForm';

const PASSWORD_MIN_LENGTH = 8;
const text = (key: string) => `access.admins.${key}`;

export const EMPTY_ADMIN = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  image: null,
  role_id: null,
  enabled: true,
};

export function adminValues(item: FormItem): Record<string, unknown> {
  return {
    ...personValues(item),
    password: '',
    role_id: item.role_id === null || item.role_id === undefined ? null : Number(item.role_id),
  };
}

export function adminPayload(values: Record<string, unknown>): Record<string, unknown> {
  const password = asText(values.password);
  return {
    ...personPayload(values),
    ...(password !== '' ? { password } : {}),
    role_id: values.role_id === null || values.role_id === '' ? null : Number(values.role_id),
  };
}

/** The form's errors (message keys); a password only on create, and at least 8 characters when given. */
export function checkAdmin(values: Record<string, unknown>, isNew: boolean): Record<string, string> {
  const errors = checkPerson(values, ['first_name', 'last_name', 'email'], text);
  const password = asText(values.password);
  if (isNew && password === '') errors.password = text('required');
  else if (password !== '' && password.length < PASSWORD_MIN_LENGTH) errors.password = text('password_min');
  return errors;
}
