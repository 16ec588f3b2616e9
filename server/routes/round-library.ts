// Rounds and their category tree (spec 7.4). The round form's writes (`POST round`, `POST round/update/{id}`)
// are the declared form of server/models/rounds.ts; here are the reads, the delete and the pastes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { requirePermission } from '../auth/guard';
import { requireLiveRow } from '../db/live-rows';
import { HttpError } from '../http/errors';
import { idParams, type IdParams, type JsonSchema } from '../http/schema';
import { attachedIn, attachedSchema } from '../library/attached-store';
import { registerCategoryRoutes } from '../library/category-routes';
import { allowed, ROUND_TREE } from '../library/tree-kinds';
import { registerPasteRoute } from '../library/paste-route';
import { registerTrashRoute } from '../library/trash-route';
import { categoryNodeSchema, hierarchy, type CategoryNode } from '../library/tree-store';
import { answerOf, int, listOf, shape, str } from '../openapi/answers';

const dbOf = (request: FastifyRequest) => request.server.deps.db as Kysely<any>;

const ROUND_COLUMNS = [
  'id',
  'name_en',
  'name_ar',
  'category_id',
  'type',
  'repeats',
  'rest_between_rounds',
  'rest_between_exercises',
  'sort_order',
  'enabled',
] as const;

const TAG = 'Round library';

/** A round as presentRound answers it. */
const roundProperties: Record<string, JsonSchema> = {
  id: int,
  name_en: str,
  name_ar: str,
  category_id: int,
  type: str,
  repeats: int,
  rest_between_rounds: int,
  rest_between_exercises: int,
  sort_order: int,
  enabled: { enum: [0, 1] },
};
/** A round with its attached exercises in order. */
const roundWithExercisesSchema = shape({ ...roundProperties, exercises: listOf(attachedSchema) });

type RoundRow = Record<(typeof ROUND_COLUMNS)[number], unknown>;

function presentRound(row: RoundRow): Record<string, unknown> {
  return {
    ...row,
    id: Number(row.id),
    category_id: Number(row.category_id),
    repeats: Number(row.repeats),
    rest_between_rounds: Number(row.rest_between_rounds),
    rest_between_exercises: Number(row.rest_between_exercises),
    sort_order: Number(row.sort_order),
    enabled: Number(row.enabled),
  };
}

async function requireRound(db: Kysely<any>, roundId: number, status = 404): Promise<RoundRow> {
  const missing =
    status === 404
      ? new HttpError(404, 'library.round_not_found')
      : new HttpError(422, 'errors.validation', { round_id: ['library.not_found_here'] });
  return requireLiveRow<RoundRow>(db, 'rounds', roundId, missing, ROUND_COLUMNS);
}

/** The round tree: category nodes, each with its rounds in order (and their exercise counts). */
async function roundHierarchy(db: Kysely<any>): Promise<Array<CategoryNode & { rounds: unknown[] }>> {
  const tree = await hierarchy(db, ROUND_TREE);
  const rounds = await db
    .selectFrom('rounds')
    .select([...ROUND_COLUMNS])
    .where('deleted_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const counts = new Map(
    (
      await db
        .selectFrom('attached_exercises')
        .select(['round_id', db.fn.count<number>('id').as('total')])
        .where('deleted_at', 'is', null)
        .where('round_id', 'is not', null)
        .groupBy('round_id')
        .execute()
    ).map((row) => [Number(row.round_id), Number(row.total)]),
  );
  const byCategory = new Map<number, unknown[]>();
  for (const round of rounds) {
    const key = Number(round.category_id);
    byCategory.set(key, [
      ...(byCategory.get(key) ?? []),
      { ...presentRound(round as RoundRow), exercises: counts.get(Number(round.id)) ?? 0 },
    ]);
  }
  const withRounds = (node: CategoryNode): CategoryNode & { rounds: unknown[] } => ({
    ...node,
    children: node.children.map(withRounds),
    rounds: byCategory.get(node.id) ?? [],
  });
  return tree.map(withRounds);
}

export async function roundLibraryRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/round/hierarchy',
    {
      schema: {
        tags: [TAG],
        summary: 'The round category tree, each category with its rounds',
        description:
          'As the exercise category tree; each node also lists its `rounds` in order, each with `exercises`: ' +
          'how many attached exercises it has.',
        response: answerOf(
          listOf(
            categoryNodeSchema('roundCategoryNode', { rounds: listOf(shape({ ...roundProperties, exercises: int })) }),
          ),
        ),
      },
      preHandler: requirePermission(...allowed('view', 'RoundCategory', 'Round')),
    },
    async (request) => ({ state: 1, data: await roundHierarchy(dbOf(request)) }),
  );
  registerCategoryRoutes(app, ROUND_TREE, {
    base: '/round/categories',
    paste: '/round/paste-round-category',
    tag: TAG,
    tree: 'round',
  });

  app.get<{ Params: IdParams }>(
    '/round/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'One round with its attached exercises',
        params: idParams,
        response: answerOf(roundWithExercisesSchema),
      },
      preHandler: requirePermission(...allowed('view', 'Round')),
    },
    async (request) => {
      const db = dbOf(request);
      const round = await requireRound(db, Number(request.params.id));
      return {
        state: 1,
        data: { ...presentRound(round), exercises: await attachedIn(db, 'round_id', Number(round.id)) },
      };
    },
  );

  // A round's attached exercises stay with it in the trash; restoring the round brings them back.
  registerTrashRoute(app, {
    path: '/round',
    param: 'id',
    subject: 'Round',
    table: 'rounds',
    model: 'rounds',
    require: requireRound,
    message: 'library.round_deleted',
    tag: TAG,
    summary: 'Move a round (with its attached exercises) to the trash',
  });

  registerPasteRoute(app, {
    path: '/round/paste-round',
    table: 'rounds',
    field: 'round_id',
    categoryTable: 'round_categories',
    subject: 'Round',
    model: 'rounds',
    ownsAttached: true,
    tag: TAG,
    summary: 'Paste a copy of a round, with copies of its attached exercises, into a category',
    answer: roundWithExercisesSchema,
    present: async (trx, copyId) => ({
      ...presentRound(await requireRound(trx, copyId)),
      exercises: await attachedIn(trx, 'round_id', copyId),
    }),
  });
}
