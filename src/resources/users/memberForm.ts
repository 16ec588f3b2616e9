// The member form's values from a loaded member, its request body (POST user-update/{id}) and its rules
// (the person's part shared with the admin form, personForm.ts).
import { INVALID_DATE } from '../../forms/formValues';
import type { FormItem } from '../../forms/loadItem';
import { asText, checkPerson, personPayload, personValues } from './personForm';

const text = (key: string) => `access.users.${key}`;
const measure = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

export function memberValues(item: FormItem): Record<string, unknown> {
  return {
    ...personValues(item),
    phone: asText(item.phone),
    gender: asText(item.gender),
    birth_date: asText(item.birth_date),
    height: measure(item.height),
    weight: measure(item.weight),
    goal: asText(item.goal),
  };
}

export function memberPayload(values: Record<string, unknown>): Record<string, unknown> {
  const orNull = (value: unknown) => (asText(value).trim() === '' ? null : asText(value).trim());
  const numberOrNull = (value: unknown) =>
    value === null || value === undefined || String(value).trim() === '' ? null : Number(value);
  return {
    ...personPayload(values),
    phone: asText(values.phone).trim(),
    gender: asText(values.gender),
    birth_date: orNull(values.birth_date),
    height: numberOrNull(values.height),
    weight: numberOrNull(values.weight),
    goal: orNull(values.goal),
  };
}

export function checkMember(values: Record<string, unknown>): Record<string, string> {
  const errors = checkPerson(values, ['first_name', 'last_name', 'email', 'phone'], text);
  if (values.birth_date === INVALID_DATE) errors.birth_date = 'forms.rules.invalid_date';
  return errors;
}
