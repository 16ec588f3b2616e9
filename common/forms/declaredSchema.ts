// A declared form (FormSpec) as one zod schema: the server validates write requests with it, the admin's
// generic form validates with it before sending, and both read the defaults from the same declaration.
import { z } from 'zod';
import type { FormFieldSpec, FormSpec } from './fields';
import type { ProblemMap } from './problems';

const empty = (value: unknown) => value === undefined || value === null || value === '';

function fieldSchema(field: FormFieldSpec): z.ZodType {
  switch (field.type) {
    case 'number':
    case 'amount': {
      let number = z.coerce.number({ error: 'number' });
      if (field.min !== undefined) number = number.min(field.min, { error: 'min' });
      if (field.max !== undefined) number = number.max(field.max, { error: 'max' });
      return number;
    }
    case 'boolean':
      return z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => (value ? 1 : 0));
    case 'select': {
      const values = (field.options ?? []).map((option) => String(option.value));
      const one = z.coerce.string().refine((value) => values.includes(value), { error: 'option' });
      return field.multiple ? z.array(one) : one;
    }
    case 'reference': {
      const id = z.coerce.number({ error: 'reference' }).int({ error: 'reference' }).positive({ error: 'reference' });
      return field.multiple ? z.array(id).max(1000) : id;
    }
    case 'image':
    case 'file':
      // The upload itself is checked by content where it arrives; the record keeps its stored path.
      return z.unknown();
    default:
      return z.string({ error: 'text' }).max(field.maxLength ?? (field.type === 'richtext' ? 100_000 : 1000), { error: 'max_length' });
  }
}

/** The zod object of a declared form; unknown keys are refused, optional empty fields become null. */
export function declaredFormSchema(spec: FormSpec) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of spec.fields) {
    const schema = fieldSchema(field);
    shape[field.name] = field.required
      ? z.unknown().refine((value) => !empty(value), { error: 'required', abort: true }).pipe(schema)
      : z.preprocess((value) => (empty(value) ? null : value), schema.nullable());
  }
  return z.strictObject(shape);
}

/** The values of a new record. */
export function declaredFormDefaults(spec: FormSpec): Record<string, unknown> {
  return Object.fromEntries(
    spec.fields.map((field) => [field.name, field.default ?? (field.type === 'boolean' ? 1 : field.multiple ? [] : null)]),
  );
}

/** zod's issues as message codes per field (the first path segment names the field). */
export function problemsOf(error: z.ZodError, spec?: FormSpec): ProblemMap {
  const problems: ProblemMap = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    const declared = spec?.fields.find((candidate) => candidate.name === field);
    const params: Record<string, string | number> = {};
    if (declared?.min !== undefined) params.min = declared.min;
    if (declared?.max !== undefined) params.max = declared.max;
    if (declared?.maxLength !== undefined) params.max = declared.maxLength;
    const code = issue.code === 'unrecognized_keys' ? 'unknown_field' : issue.message;
    (problems[field] ??= []).push(Object.keys(params).length > 0 ? { code, params } : { code });
  }
  return problems;
}
