// GET/POST views/{model}, POST/DELETE views/{model}/{id}: the saved views of a model's list (the checks
// and writes: server/views/).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { type JsonSchema, strictObject } from '../http/schema';
import { answerOf, bool, int, listOf, nullable, shape, str } from '../openapi/answers';
import { PAGE_SIZES } from '../../common/constants';
import { createView, deleteView, listViews, updateView, type ViewRequest, viewedModel } from '../views/saved-views';
import type { ViewBody } from '../views/view-rules';

const TAGS = ['Saved views'];

const modelParam: JsonSchema = { type: 'string', minLength: 1, maxLength: 100 };
const modelParams = strictObject({ model: modelParam }, ['model']);
const viewParams = strictObject({ model: modelParam, id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, [
  'model',
  'id',
]);

/** The body's shapes (400 otherwise); the rules against the model's list are 422s (server/views/view-rules.ts). */
const viewProperties: Record<string, JsonSchema> = {
  name: {
    type: 'string',
    maxLength: 1000,
    description: '1–80 characters, unique among the owner’s views of the list.',
  },
  filters: { type: 'object', description: 'Filter name → value, as `POST search` takes them for this model.' },
  sort: strictObject(
    {
      by: {
        anyOf: [{ type: 'string', maxLength: 100 }, { type: 'null' }],
        description: 'A sortable header; null: the default order.',
      },
      desc: { type: 'boolean' },
    },
    ['by', 'desc'],
  ),
  columns: {
    type: 'array',
    maxItems: 100,
    items: { type: 'string', maxLength: 100 },
    description: 'The visible header keys, in order.',
  },
  page_size: { type: 'integer', description: `One of ${PAGE_SIZES.join(', ')}.` },
  shared_role_ids: {
    type: 'array',
    maxItems: 500,
    items: { type: 'integer', minimum: 1, maximum: 2147483647 },
    description: 'The roles whose admins may use the view.',
  },
  is_default: { type: 'boolean', description: "The signed-in admin's default view of this list (one per list)." },
};
const VIEW_FIELDS = ['name', 'filters', 'sort', 'columns', 'page_size', 'shared_role_ids', 'is_default'];

export const savedViewSchema = shape({
  id: int,
  name: str,
  filters: { type: 'object' },
  sort: shape({ by: nullable(str), desc: bool }),
  columns: listOf(str),
  page_size: int,
  shared_role_ids: listOf(int),
  owner: shape({ id: int, name: str }),
  mine: bool,
  is_default: bool,
});

const WHO =
  'Needs view-{Model}. Changing or deleting a view needs its owner or manage-{models}; `is_default` alone ' +
  'is the caller’s own choice, allowed on any view it may use.';

function viewRequest(request: FastifyRequest, deps: AppDeps): ViewRequest {
  return {
    db: deps.db,
    dialect: deps.dialect,
    language: request.language,
    admin: request.admin!,
    t: request.t.bind(request),
  };
}

export async function savedViewRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { model: string } }>(
    '/views/:model',
    {
      preHandler: requirePermission(),
      schema: {
        tags: TAGS,
        summary: "The saved views of a model's list the signed-in admin may use",
        description: `Its own and those shared with its role, oldest first. ${WHO}`,
        params: modelParams,
        response: answerOf(listOf(savedViewSchema)),
      },
    },
    async (request) => {
      const context = viewRequest(request, deps);
      return { state: 1, data: await listViews(context, viewedModel(context, request.params.model)) };
    },
  );

  app.post<{ Params: { model: string }; Body: Required<ViewBody> }>(
    '/views/:model',
    {
      preHandler: requirePermission(),
      schema: {
        tags: TAGS,
        summary: "Save a view of a model's list",
        description: WHO,
        params: modelParams,
        body: strictObject(viewProperties, VIEW_FIELDS),
        response: answerOf(savedViewSchema, 201),
      },
    },
    async (request, reply) => {
      const context = viewRequest(request, deps);
      const model = viewedModel(context, request.params.model);
      const data = await createView(context, model, request.body);
      return reply.code(201).send({ state: 1, message: request.t('views.created'), data });
    },
  );

  app.post<{ Params: { model: string; id: string }; Body: ViewBody }>(
    '/views/:model/:id',
    {
      preHandler: requirePermission(),
      schema: {
        tags: TAGS,
        summary: 'Change a saved view',
        description: `A field left out stays unchanged. ${WHO}`,
        params: viewParams,
        body: strictObject(viewProperties),
        response: answerOf(savedViewSchema),
      },
    },
    async (request) => {
      const context = viewRequest(request, deps);
      const model = viewedModel(context, request.params.model);
      const data = await updateView(context, model, Number(request.params.id), request.body);
      return { state: 1, message: request.t('views.updated'), data };
    },
  );

  app.delete<{ Params: { model: string; id: string } }>(
    '/views/:model/:id',
    {
      preHandler: requirePermission(),
      schema: {
        tags: TAGS,
        summary: 'Delete a saved view',
        description: WHO,
        params: viewParams,
        response: answerOf(shape({ id: int })),
      },
    },
    async (request) => {
      const context = viewRequest(request, deps);
      const model = viewedModel(context, request.params.model);
      const data = await deleteView(context, model, Number(request.params.id));
      return { state: 1, message: request.t('views.deleted'), data };
    },
  );
}
