// A declared form (FormSpec) as one zod schema: the server validates write requests with it, the admin's
// generic form validates with it before sending, and both read the defaults from the same declaration.
// Failures are rule codes (`required`, `number`, `min`, …) whose texts are in common/messages.
import { z } from 'zod';
import { parseOutline } from '../geo/polygon';
import { isIsoDate } from './dates';
import type { FormFieldSpec, FormSpec } from './fields';
import { type ProblemMap, Problems } from './problems';

const empty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A URL slug: `about-us`, `faq-2`. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Switches arrive as true/false, 0/1, or their text in a multipart form. */
const SWITCH_VALUES: Record<string, 0 | 1> = { true: 1, '1': 1, false: 0, '0': 0 };

function textSchema(field: FormFieldSpec): z.ZodType {
  const max = field.maxLength ?? (field.type === 'richtext' ? 100_000 : 1000);
  const text = z.string({ error: 'text' }).trim().max(max, { error: 'max_length' });
  if (field.type === 'date') return text.refine(isIsoDate, { error: 'invalid_date' });
  if (field.type === 'datetime')
    return text.refine((value) => !Number.isNaN(Date.parse(value)), { error: 'invalid_date' });
  if (field.format === 'slug') return text.regex(SLUG, { error: 'slug_format' });
  if (field.format === 'polygon') return text.refine((value) => parseOutline(value) !== null, { error: 'polygon' });
  return text;
}

function fieldSchema(field: FormFieldSpec): z.ZodType {
  switch (field.type) {
    case 'number':
    case 'amount': {
      let number = z.coerce.number({ error: 'number' });
      if (field.integer) number = number.int({ error: 'integer' });
      if (field.min !== undefined) number = number.min(field.min, { error: 'min' });
      if (field.max !== undefined) number = number.max(field.max, { error: 'max' });
      return number;
    }
    case 'boolean':
      return z
        .unknown()
        .refine((value) => String(value) in SWITCH_VALUES, { error: 'option', abort: true })
        .transform((value) => SWITCH_VALUES[String(value)]);
    case 'select': {
      const options = field.options ?? [];
      // The stored value keeps its declared type (a number stays a number) whatever the request sent.
      const one = z.coerce
        .string()
        .refine((value) => options.some((option) => String(option.value) === value), { error: 'option', abort: true })
        .transform((value) => options.find((option) => String(option.value) === value)!.value);
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
      return textSchema(field);
  }
}

/** The zod object of a declared form; unknown keys are refused, optional empty fields become null (a switch 0). */
export function declaredFormSchema(spec: FormSpec) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of spec.fields) {
    const schema = fieldSchema(field);
    if (field.type === 'boolean') shape[field.name] = z.preprocess((value) => (empty(value) ? 0 : value), schema);
    else if (field.required)
      shape[field.name] = z
        .unknown()
        .refine((value) => !empty(value), { error: 'required', abort: true })
        .pipe(schema);
    else shape[field.name] = z.preprocess((value) => (empty(value) ? null : value), schema.nullable());
  }
  const latitude = spec.fields.find((field) => field.point === 'latitude');
  const longitude = spec.fields.find((field) => field.point === 'longitude');
  const object = z.strictObject(shape);
  if (!latitude || !longitude) return object;
  // Half a point is no place: the empty half is the one to fill in.
  return object.superRefine((values, context) => {
    const missing = [latitude, longitude].filter((field) => values[field.name] === null);
    if (missing.length === 1) context.addIssue({ code: 'custom', path: [missing[0].name], message: 'point_pair' });
  });
}

/** The values of a new record. */
export function declaredFormDefaults(spec: FormSpec): Record<string, unknown> {
  return Object.fromEntries(
    spec.fields.map((field) => [
      field.name,
      field.default ?? (field.type === 'boolean' ? 1 : field.multiple ? [] : null),
    ]),
  );
}

/** The parameters a field's messages show (`%{min}`, `%{max}`). */
function paramsOf(field: FormFieldSpec | undefined): Record<string, number> | undefined {
  if (!field) return undefined;
  const params: Record<string, number> = {};
  if (field.min !== undefined) params.min = field.min;
  if (field.max !== undefined) params.max = field.max;
  if (field.maxLength !== undefined) params.max = field.maxLength;
  if (field.type !== 'number' && field.type !== 'amount' && field.maxLength === undefined)
    params.max = field.type === 'richtext' ? 100_000 : 1000;
  return Object.keys(params).length > 0 ? params : undefined;
}

/** zod's issues as message codes per field (the first path segment names the field; unknown keys each their own). */
export function problemsOf(error: z.ZodError, spec?: FormSpec): ProblemMap {
  const problems = new Problems();
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) problems.add(key, 'unknown_field');
      continue;
    }
    const field = String(issue.path[0] ?? '');
    problems.add(field, issue.message, paramsOf(spec?.fields.find((candidate) => candidate.name === field)));
  }
  return problems.byField;
}
