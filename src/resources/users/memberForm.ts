// The member form's values from a loaded member, its request body (POST user-update/{id}) and its rules.
// As on the admin form, the image travels only when it changed.
import { INVALID_DATE } from '../../forms/formValues';
import type { FormItem } from '../../forms/loadItem';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (key: string) => `access.users.${key}`;
const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const measure = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

export function memberValues(item: FormItem): Record<string, unknown> {
  const image = asText(item.image);
  return {
    first_name: asText(item.first_name),
    last_name: asText(item.last_name),
    email: asText(item.email),
    phone: asText(item.phone),
    gender: asText(item.gender),
    birth_date: asText(item.birth_date),
    height: measure(item.height),
    weight: measure(item.weight),
    goal: asText(item.goal),
    image: image ? { src: image, title: image } : null,
    image_before: image || null,
    enabled: item.enabled === undefined ? true : item.enabled === true || Number(item.enabled) === 1,
  };
}

export function memberPayload(values: Record<string, unknown>): Record<string, unknown> {
  const image = values.image as { rawFile?: Blob } | null | undefined;
  const orNull = (value: unknown) => (asText(value).trim() === '' ? null : asText(value).trim());
  const numberOrNull = (value: unknown) =>
    value === null || value === undefined || String(value).trim() === '' ? null : Number(value);
  return {
    first_name: asText(values.first_name).trim(),
    last_name: asText(values.last_name).trim(),
    email: asText(values.email).trim(),
    phone: asText(values.phone).trim(),
    gender: asText(values.gender),
    birth_date: orNull(values.birth_date),
    height: numberOrNull(values.height),
    weight: numberOrNull(values.weight),
    goal: orNull(values.goal),
    enabled: values.enabled !== false,
    ...(image?.rawFile ? { image } : {}),
    ...(!image && values.image_before ? { image: null } : {}),
  };
}

export function checkMember(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['first_name', 'last_name', 'email', 'phone']) {
    if (asText(values[field]).trim() === '') errors[field] = text('required');
  }
  const email = asText(values.email).trim();
  if (email !== '' && !EMAIL.test(email)) errors.email = text('email_format');
  if (values.birth_date === INVALID_DATE) errors.birth_date = 'forms.rules.invalid_date';
  return errors;
}
