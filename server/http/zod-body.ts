// Request bodies checked by a zod schema (the forms' shared schemas in common/): unknown fields, wrong
// types and texts past their cap are 400s with field messages in the request language, worded as the
// JSON-schema routes word them; the parsed body replaces the raw one.
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './errors';
import { fieldLabel, translate, type Language } from './language';

type Issue = z.core.$ZodIssue;

/** A limit is on a text's length, a list's size, or a number's value. */
const limitKind = (origin: string) => (origin === 'string' ? 'length' : origin === 'array' ? 'items' : 'value');
const LIMIT_KEYS = {
  max: { length: 'max_length', items: 'max_items', value: 'maximum' },
  min: { length: 'min_length', items: 'min_items', value: 'minimum' },
} as const;

function messageOf(language: Language, issue: Issue, field: string): string {
  const label = field.includes('.') ? field : fieldLabel(language, field);
  switch (issue.code) {
    case 'invalid_type':
      return translate(language, `validation.type.${issue.expected === 'int' ? 'integer' : issue.expected}`, {
        field: label,
      });
    case 'too_big':
      return translate(language, `validation.${LIMIT_KEYS.max[limitKind(issue.origin)]}`, {
        field: label,
        limit: Number(issue.maximum),
      });
    case 'too_small':
      return translate(language, `validation.${LIMIT_KEYS.min[limitKind(issue.origin)]}`, {
        field: label,
        limit: Number(issue.minimum),
      });
    case 'invalid_value':
      return translate(language, 'validation.enum', { field: label });
    default:
      return translate(language, 'validation.invalid', { field: label });
  }
}

/** zod's issues → field → messages (an unknown field is named by itself, an item by `field.index`). */
export function zodErrors(language: Language, error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (errors[field || 'body'] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        add(key, translate(language, 'validation.unknown_field', { field: fieldLabel(language, key) }));
    } else add(path, messageOf(language, issue, path));
  }
  return errors;
}

/** A `preValidation` hook: the body parsed by `schema`, or 400 before any permission or database work. */
export function zodBody(schema: z.ZodType): preValidationAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const parsed = schema.safeParse(request.body ?? {});
    if (!parsed.success) throw new HttpError(400, 'errors.validation', zodErrors(request.language, parsed.error));
    request.body = parsed.data;
  };
}
