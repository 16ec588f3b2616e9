// What the admin and member forms share: the names and email, the enabled switch and the picture, which
// travels only when it changed (a new file as multipart, or null to remove it; a kept one is left out).
import type { FormItem } from '../../forms/loadItem';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stored text as input text; anything else (null, missing) as ''. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : '');

export function personValues(item: FormItem): Record<string, unknown> {
  const image = asText(item.image);
  return {
    first_name: asText(item.first_name),
    last_name: asText(item.last_name),
    email: asText(item.email),
    image: image ? { src: image, title: image } : null,
    image_before: image || null,
    enabled: item.enabled === undefined ? true : item.enabled === true || Number(item.enabled) === 1,
  };
}

export function personPayload(values: Record<string, unknown>): Record<string, unknown> {
  const image = values.image as { rawFile?: Blob } | null | undefined;
  return {
    first_name: asText(values.first_name).trim(),
    last_name: asText(values.last_name).trim(),
    email: asText(values.email).trim(),
    enabled: values.enabled !== false,
    ...(image?.rawFile ? { image } : {}),
    ...(!image && values.image_before ? { image: null } : {}),
  };
}

/** Errors (message keys from `text`): each of `required` left empty, an email that is not one. */
export function checkPerson(
  values: Record<string, unknown>,
  required: readonly string[],
  text: (key: string) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of required) {
    if (asText(values[field]).trim() === '') errors[field] = text('required');
  }
  const email = asText(values.email).trim();
  if (email !== '' && !EMAIL.test(email)) errors.email = text('email_format');
  return errors;
}
