// Option search for list filters and the search picker (spec 7.1): the answers of
// `searchSingle/{model}/{field_name}/{query}`, `POST field-search` and `POST search-picker`.
import { fail, type ListContext } from './context';
import { requireAny, viewPermissions } from './permissions';
import { mayPickLabelsOf } from './picker-grants';
import { checkQuery, fieldSearch, parseSelected, pickerField, searchPicker } from './pickers';
import { requireModel } from './request';

function checkKeys(context: ListContext, body: unknown, allowed: string[]): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw fail(context.language, 400, 'errors.invalid_json');
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown)
    throw fail(context.language, 400, 'models.unknown_field', { field: /^\w{1,64}$/.test(unknown) ? unknown : '?' });
  return body as Record<string, unknown>;
}

export async function answerFieldSearch(
  context: ListContext,
  modelName: unknown,
  fieldName: unknown,
  rawQuery: unknown,
) {
  const model = requireModel(context.language, modelName);
  requireAny(context, viewPermissions(model));
  const field = pickerField(context, model, fieldName);
  return { state: 1, data: await fieldSearch(context, model, field, checkQuery(context, rawQuery)) };
}

function flag(context: ListContext, value: unknown, field: string): boolean {
  if (value === undefined || value === null || value === 0 || value === false || value === '0') return false;
  if (value === 1 || value === true || value === '1') return true;
  throw fail(context.language, 400, 'models.invalid_value', { field });
}

/** The answer of `POST field-search {model, field_name, query}` (label → value). */
export async function answerFieldSearchBody(context: ListContext, rawBody: unknown): Promise<unknown> {
  const body = checkKeys(context, rawBody ?? {}, ['model', 'field_name', 'query']);
  return answerFieldSearch(context, body.model, body.field_name, body.query);
}

/** The answer of `POST search-picker {model, direct, query, alldata, value?}`: id → label, or id → object. */
export async function answerSearchPicker(context: ListContext, rawBody: unknown): Promise<unknown> {
  const body = checkKeys(context, rawBody ?? {}, ['model', 'direct', 'query', 'alldata', 'value', 'multiple']);
  const model = requireModel(context.language, body.model);
  const withObjects = flag(context, body.alldata, 'alldata');
  // Labels also to whoever may fill a form that picks from the model; rows' columns only to its viewers.
  if (withObjects || !mayPickLabelsOf(context, model)) requireAny(context, viewPermissions(model));
  flag(context, body.direct, 'direct');
  flag(context, body.multiple, 'multiple');
  const data = await searchPicker(
    context,
    model,
    checkQuery(context, body.query),
    parseSelected(context, body.value),
    withObjects,
  );
  return { state: 1, data };
}
