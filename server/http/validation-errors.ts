// Ajv errors (from Fastify's schema validation) → field → list of translated messages.
import type { FastifySchemaValidationError } from 'fastify';
import { fieldLabel, translate, type Language } from './language';

type AjvError = FastifySchemaValidationError & { params: Record<string, unknown> };

/** An answer lists at most this many fields: enough to fix a form, never a body-sized echo. */
export const MAX_ERROR_FIELDS = 10;
/** A field name (which may be any key the client sent) is cut to this many characters. */
export const MAX_FIELD_NAME = 64;

function shortened(name: string): string {
  return name.length > MAX_FIELD_NAME ? `${name.slice(0, MAX_FIELD_NAME)}…` : name;
}

function fieldOf(error: AjvError, context: string | undefined): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string')
    path.push(error.params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof error.params.additionalProperty === 'string') {
    path.push(error.params.additionalProperty);
  }
  if (path.length > 0) return shortened(path.join('.'));
  return context === 'body' || context === undefined ? 'body' : context;
}

function messageOf(language: Language, error: AjvError, field: string): string {
  const label = field.includes('.') ? field : fieldLabel(language, field);
  const limit = error.params.limit as number | undefined;
  switch (error.keyword) {
    case 'required':
      return translate(language, 'validation.required', { field: label });
    case 'additionalProperties':
      return translate(language, 'validation.unknown_field', { field: label });
    case 'type': {
      const type = String(error.params.type);
      return translate(language, type.includes(',') ? 'validation.invalid' : `validation.type.${type}`, {
        field: label,
      });
    }
    case 'minLength':
      return translate(language, limit === 1 ? 'validation.blank' : 'validation.min_length', {
        field: label,
        limit: limit ?? 0,
      });
    case 'maxLength':
      return translate(language, 'validation.max_length', { field: label, limit: limit ?? 0 });
    case 'minimum':
    case 'exclusiveMinimum':
      return translate(language, 'validation.minimum', { field: label, limit: limit ?? 0 });
    case 'maximum':
    case 'exclusiveMaximum':
      return translate(language, 'validation.maximum', { field: label, limit: limit ?? 0 });
    case 'minItems':
      return translate(language, 'validation.min_items', { field: label, limit: limit ?? 0 });
    case 'maxItems':
      return translate(language, 'validation.max_items', { field: label, limit: limit ?? 0 });
    case 'uniqueItems':
      return translate(language, 'validation.unique_items', { field: label });
    case 'enum':
    case 'const':
      return translate(language, 'validation.enum', { field: label });
    case 'format':
      return error.params.format === 'email'
        ? translate(language, 'validation.email')
        : translate(language, 'validation.format', { field: label });
    case 'pattern':
      return translate(language, 'validation.format', { field: label });
    default:
      return translate(language, 'validation.invalid', { field: label });
  }
}

export function validationErrors(
  language: Language,
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  let fields = 0;
  for (const error of errors as AjvError[]) {
    const field = fieldOf(error, context);
    if (!Object.hasOwn(result, field)) {
      if (fields === MAX_ERROR_FIELDS) break;
      fields += 1;
    }
    const message = messageOf(language, error, field);
    const list = (result[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return result;
}
