// The admin form's values from a loaded admin, its request body and its rules. The image travels only
// when it changed: a new file (multipart) or null to remove it; a kept image is left out.
import type { FormItem } from '../../forms/loadItem';

const PASSWORD_MIN_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (key: string) => `access.admins.${key}`;

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

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
  const image = asText(item.image);
  return {
    first_name: asText(item.first_name),
    last_name: asText(item.last_name),
    email: asText(item.email),
    password: '',
    image: image ? { src: image, title: image } : null,
    image_before: image || null,
    role_id: item.role_id === null || item.role_id === undefined ? null : Number(item.role_id),
    enabled: item.enabled === undefined ? true : item.enabled === true || Number(item.enabled) === 1,
  };
}

export function adminPayload(values: Record<string, unknown>): Record<string, unknown> {
  const image = values.image as { rawFile?: Blob } | null | undefined;
  const password = asText(values.password);
  return {
    first_name: asText(values.first_name).trim(),
    last_name: asText(values.last_name).trim(),
    email: asText(values.email).trim(),
    ...(password !== '' ? { password } : {}),
    role_id: values.role_id === null || values.role_id === '' ? null : Number(values.role_id),
    enabled: values.enabled !== false,
    ...(image?.rawFile ? { image } : {}),
    ...(!image && values.image_before ? { image: null } : {}),
  };
}

/** The form's errors (message keys); a password only on create, and at least 8 characters when given. */
export function checkAdmin(values: Record<string, unknown>, isNew: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['first_name', 'last_name', 'email']) {
    if (asText(values[field]).trim() === '') errors[field] = text('required');
  }
  const email = asText(values.email).trim();
  if (email !== '' && !EMAIL.test(email)) errors.email = text('email_format');
  const password = asText(values.password);
  if (isNew && password === '') errors.password = text('required');
  else if (password !== '' && password.length < PASSWORD_MIN_LENGTH) errors.password = text('password_min');
  return errors;
}
