// Option search for list filters and the search picker (spec 7.1); the answers are
// server/search/picker-requests.ts:
//   GET  searchSingle/{model}/{field_name}/{query}   → label → value
//   POST field-search {model, field_name, query}       → label → value
//   POST search-picker {model, direct, query, alldata, value?} → id → label (alldata 0) or id → object (1)
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { answerFieldSearch, answerFieldSearchBody, answerSearchPicker } from '../search/picker-requests';
import { listContext } from './search';

export async function pickerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const auth = { preHandler: requirePermission() };

  app.get<{ Params: { model: string; field: string; query: string } }>(
    '/searchSingle/:model/:field/:query',
    auth,
    async (request) =>
      answerFieldSearch(listContext(request, deps), request.params.model, request.params.field, request.params.query),
  );
  // An empty query has no path segment: it answers an empty map, like a one-character minimum.
  app.get<{ Params: { model: string; field: string } }>('/searchSingle/:model/:field', auth, async (request) =>
    answerFieldSearch(listContext(request, deps), request.params.model, request.params.field, ''),
  );

  app.post('/field-search', auth, async (request) => answerFieldSearchBody(listContext(request, deps), request.body));

  app.post('/search-picker', auth, async (request) => answerSearchPicker(listContext(request, deps), request.body));
}
