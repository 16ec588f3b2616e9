// Option search for list filters and the search picker (spec 7.1):
//   GET  searchSingle/{model}/{field_name}/{query}   → label → value
//   POST field-search {model, field_name, query}       → label → value
//   POST search-picker {model, direct, query, alldata, value?} → id → label (alldata 0) or id → object (1)
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { fail, type ListContext } from '../search/context';
import { requireAny, viewPermissions } from '../search/permissions';
import { checkQuery, fieldSearch, parseSelected, pickerField, searchPicker } from '../search/pickers';
import { requireModel } from '../search/request';
import { listContext } from './search';

function checkKeys(context: ListContext, body: unknown, allowed: string[]): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw fail(context.language, 400, 'errors.invalid_json');
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown) throw fail(context.language, 400, 'models.unknown_field', { field: /^\w{1,64}$/.test(unknown) ? unknown : '?' });
  return body as Record<string, unknown>;
}

async function answerFieldSearch(context: ListContext, modelName: unknown, fieldName: unknown, rawQuery: unknown) {
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

export async function pickerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const auth = { preHandler: requirePermission() };

  app.get<{ Params: { model: string; field: string; query: string } }>('/searchSingle/:model/:field/:query', auth, async (request) =>
    answerFieldSearch(listContext(request, deps), request.params.model, request.params.field, request.params.query),
  );
  // An empty query has no path segment: it answers an empty map, like a one-character minimum.
  app.get<{ Params: { model: string; field: string } }>('/searchSingle/:model/:field', auth, async (request) =>
    answerFieldSearch(listContext(request, deps), request.params.model, request.params.field, ''),
  );

  app.post('/field-search', auth, async (request) => {
    const context = listContext(request, deps);
    const body = checkKeys(context, request.body ?? {}, ['model', 'field_name', 'query']);
    return answerFieldSearch(context, body.model, body.field_name, body.query);
  });

  app.post('/search-picker', auth, async (request) => {
    const context = listContext(request, deps);
    const body = checkKeys(context, request.body ?? {}, ['model', 'direct', 'query', 'alldata', 'value', 'multiple']);
    const model = requireModel(context.language, body.model);
    requireAny(context, viewPermissions(model));
    flag(context, body.direct, 'direct');
    flag(context, body.multiple, 'multiple');
    const withObjects = flag(context, body.alldata, 'alldata');
    const data = await searchPicker(context, model, checkQuery(context, body.query), parseSelected(context, body.value), withObjects);
    return { state: 1, data };
  });
}
