// Option search for list filters and the search picker (spec 7.1); the answers are
// server/search/picker-requests.ts:
//   GET  searchSingle/{model}/{field_name}/{query}   → label → value
//   POST field-search {model, field_name, query}       → label → value
//   POST search-picker {model, direct, query, alldata, value?} → id → label (alldata 0) or id → object (1)
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import type { JsonSchema } from '../http/schema';
import { answerOf } from '../openapi/answers';
import { answerFieldSearch, answerFieldSearchBody, answerSearchPicker } from '../search/picker-requests';
import { fieldSearchSchema, searchPickerSchema } from '../search/pickers';
import { listContext } from './search';

const tags = ['Lists'];
const pickerFlag: JsonSchema = { enum: [0, 1, '0', '1', true, false, null] };
const query: JsonSchema = { type: ['string', 'number', 'null'], description: 'At most 100 characters.' };
const fieldSearchDescription =
  'Needs view-{Model}. The field is a remote, option or searchable text filter; at most 50 entries, equal ' +
  'labels told apart by ` (#id)`; an empty query answers `{}`.';

/** Bodies the answers check themselves (server/search/picker-requests.ts): documented, not validated again. */
const fieldSearchBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { model: { type: 'string' }, field_name: { type: 'string' }, query },
};
const searchPickerBody: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    model: { type: 'string' },
    query,
    direct: pickerFlag,
    multiple: pickerFlag,
    alldata: { ...pickerFlag, description: '1: each row as its stored columns with `label`; 0 (default): its label.' },
    value: {
      anyOf: [{ type: ['integer', 'string', 'null'] }, { type: 'array', maxItems: 200 }],
      description: 'Ids always answered (the chosen rows).',
    },
  },
};

export async function pickerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const preHandler = requirePermission();
  const fieldSearch = {
    tags,
    summary: 'Options of one filter matching a text (label → value)',
    description: fieldSearchDescription,
    response: answerOf(fieldSearchSchema),
  };

  app.get<{ Params: { model: string; field: string; query: string } }>(
    '/searchSingle/:model/:field/:query',
    { preHandler, schema: fieldSearch },
    async (request) =>
      answerFieldSearch(listContext(request, deps), request.params.model, request.params.field, request.params.query),
  );
  // An empty query has no path segment: it answers an empty map, like a one-character minimum.
  app.get<{ Params: { model: string; field: string } }>(
    '/searchSingle/:model/:field',
    { preHandler, schema: { ...fieldSearch, summary: 'Options of one filter for an empty text: always `{}`' } },
    async (request) => answerFieldSearch(listContext(request, deps), request.params.model, request.params.field, ''),
  );

  app.post(
    '/field-search',
    { preHandler, schema: fieldSearch, config: { documentedBody: fieldSearchBody } },
    async (request) => answerFieldSearchBody(listContext(request, deps), request.body),
  );

  app.post(
    '/search-picker',
    {
      preHandler,
      config: { documentedBody: searchPickerBody },
      schema: {
        tags,
        summary: 'Rows of a model to pick from (id → label or id → row)',
        description:
          'Needs view-{Model}, or for labels (alldata 0) a create/edit/manage permission of a form that picks ' +
          'from it. Up to 50 live rows whose title contains the query (or whose id it is), newest ' +
          'first, plus the rows of `value`.',
        response: answerOf(searchPickerSchema),
      },
    },
    async (request) => answerSearchPicker(listContext(request, deps), request.body),
  );
}
