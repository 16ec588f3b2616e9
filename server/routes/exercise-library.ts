// The exercise library (spec 7.3): the category tree, exercises, attached exercises and the two pastes.
// Categories need view-/create-/edit-/delete-ExerciseCategory permissions; exercises and attached exercises
// the Exercise ones (arranging exercises is editing the exercise library).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ActivityAction } from '../activity/record';
import { actorOf, recordCreated, watchRow } from '../activity/write';
import { requirePermission } from '../auth/guard';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import { strictObject, text, type JsonSchema } from '../http/schema';
import { attachedIn, attachedSchema, placeAttached, requireAttached } from '../library/attached-store';
import { registerCategoryRoutes } from '../library/category-routes';
import { allowed, EXERCISE_TREE } from '../library/tree-kinds';
import { registerPasteRoute } from '../library/paste-route';
import { registerTrashRoute } from '../library/trash-route';
import { categoryNodeSchema, hierarchy, nextContentOrder, requireLive } from '../library/tree-store';
import exercises from '../models/exercises';
import { answerOf, flag, int, listOf, shape } from '../openapi/answers';
import { columnSchema } from '../search/item-schema';

const id: JsonSchema = { type: 'integer', minimum: 1 };
const nullableId: JsonSchema = { anyOf: [id, { type: 'null' }] };
const override = (max: number): JsonSchema => ({
  anyOf: [{ type: 'integer', minimum: 0, maximum: max }, { type: 'null' }],
});
const overrides = {
  sets: override(50),
  reps: override(1000),
  duration_seconds: override(86_400),
  rest_seconds: override(3600),
  sort_order: { type: 'integer', minimum: 1, maximum: 1_000_000 },
};
const attachedParams = strictObject({ attached: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, ['attached']);
const idPattern = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' };

type Overrides = {
  sets?: number | null;
  reps?: number | null;
  duration_seconds?: number | null;
  rest_seconds?: number | null;
};
const dbOf = (request: FastifyRequest) => request.server.deps.db as Kysely<any>;

const TAG = 'Exercise library';

/** An exercise as the picker lists it: the columns it selects, as stored. */
const pickedExerciseSchema = shape({
  id: int,
  ...Object.fromEntries(
    ['name_en', 'name_ar', 'image', 'kind', 'equipment', 'primary_muscle'].map((column) => [
      column,
      columnSchema(exercises, column),
    ]),
  ),
  enabled: flag,
});

const EXERCISE_READERS = allowed('view', 'Exercise', 'ExerciseCategory');

/** The attached exercises' table, and who did what to them for the activity log. */
const ATTACHED_MODEL = 'attached-exercises';
const ATTACHED = {
  table: 'attached_exercises',
  entry: (request: FastifyRequest, action: ActivityAction) => ({
    adminId: actorOf(request),
    action,
    model: ATTACHED_MODEL,
  }),
};

export async function exerciseLibraryRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/exercise/categories/hierarchy',
    {
      schema: {
        tags: [TAG],
        summary: 'The exercise category tree',
        description:
          'Top-level categories in order, each with its `children` in order; `items` counts the attached ' +
          'exercises placed in the category itself.',
        response: answerOf(listOf(categoryNodeSchema('exerciseCategoryNode'))),
      },
      preHandler: requirePermission(...allowed('view', 'ExerciseCategory', 'Exercise')),
    },
    async (request) => ({ state: 1, data: await hierarchy(dbOf(request), EXERCISE_TREE) }),
  );
  registerCategoryRoutes(app, EXERCISE_TREE, {
    base: '/exercise/categories',
    paste: '/exercise/paste-exercise-category',
    tag: TAG,
    tree: 'exercise',
  });

  // The exercise picker of the tree screens: live exercises whose name holds `q`, a page at a time.
  app.get<{ Querystring: { q?: string; page?: string; per_page?: string } }>(
    '/exercise/exercise',
    {
      schema: {
        tags: [TAG],
        summary: 'Exercises to pick from, a page at a time',
        description: '`q` matches either name (contains, any case); `per_page` up to 100, default 20.',
        response: answerOf(shape({ items: listOf(pickedExerciseSchema), total: int, page: int, per_page: int })),
        querystring: strictObject({
          q: text({ max: 100 }),
          page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
          per_page: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
        }),
      },
      preHandler: requirePermission(...EXERCISE_READERS),
    },
    async (request) => {
      const db = dbOf(request);
      const page = Number(request.query.page ?? 1);
      const perPage = Number(request.query.per_page ?? 20);
      const q = (request.query.q ?? '').trim().toLowerCase();
      let query = db.selectFrom('exercises').where('deleted_at', 'is', null);
      if (q !== '') {
        const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([eb(eb.fn('lower', ['name_en']), 'like', pattern), eb(eb.fn('lower', ['name_ar']), 'like', pattern)]),
        );
      }
      const total = Number((await query.select(db.fn.countAll<number>().as('total')).executeTakeFirst())?.total ?? 0);
      const items = await query
        .select(['id', 'name_en', 'name_ar', 'image', 'kind', 'equipment', 'primary_muscle', 'enabled'])
        .orderBy('name_en')
        .orderBy('id')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return {
        state: 1,
        data: { items: items.map((item) => ({ ...item, id: Number(item.id) })), total, page, per_page: perPage },
      };
    },
  );

  app.get<{ Querystring: { category_id?: string; round_id?: string } }>(
    '/exercise/attached',
    {
      schema: {
        tags: [TAG],
        summary: 'The attached exercises of one category or one round, in order',
        description:
          'Exactly one of `category_id` and `round_id` (400 otherwise). A null override means the exercise’s ' +
          'own value.',
        querystring: strictObject({ category_id: idPattern, round_id: idPattern }),
        response: answerOf(listOf(attachedSchema)),
      },
      preHandler: requirePermission(...EXERCISE_READERS, ...allowed('view', 'Round')),
    },
    async (request) => {
      const { category_id: categoryId, round_id: roundId } = request.query;
      if ((categoryId === undefined) === (roundId === undefined)) throw new HttpError(400, 'library.one_container');
      const column = categoryId !== undefined ? 'category_id' : 'round_id';
      return { state: 1, data: await attachedIn(dbOf(request), column, Number(categoryId ?? roundId)) };
    },
  );

  app.post<{
    Body: Overrides & {
      exercise_id: number;
      category_id?: number | null;
      round_id?: number | null;
      sort_order?: number;
    };
  }>(
    '/exercise/attached',
    {
      schema: {
        tags: [TAG],
        summary: 'Attach an exercise to a category or a round',
        description:
          'Placed last, or at `sort_order`. Both containers or neither: 422; a missing exercise, category or ' +
          'round: 422 on its field.',
        body: strictObject({ exercise_id: id, category_id: nullableId, round_id: nullableId, ...overrides }, [
          'exercise_id',
        ]),
        response: answerOf(attachedSchema, 201),
      },
      preHandler: requirePermission(...allowed('create', 'Exercise')),
    },
    async (request, reply) => {
      const {
        exercise_id: exerciseId,
        category_id: categoryId = null,
        round_id: roundId = null,
        sort_order: position,
        ...values
      } = request.body;
      if ((categoryId === null) === (roundId === null)) throw new HttpError(422, 'library.one_container');
      const attached = await dbOf(request)
        .transaction()
        .execute(async (trx) => {
          await requireLive(trx, 'exercises', exerciseId, 'exercise_id');
          if (categoryId !== null) await requireLive(trx, 'exercise_categories', categoryId, 'category_id');
          if (roundId !== null) await requireLive(trx, 'rounds', roundId, 'round_id');
          const column = categoryId !== null ? 'category_id' : 'round_id';
          const container = (categoryId ?? roundId)!;
          const now = nowIso();
          const row = await trx
            .insertInto('attached_exercises')
            .values({
              sets: null,
              reps: null,
              duration_seconds: null,
              rest_seconds: null,
              ...values,
              exercise_id: exerciseId,
              category_id: categoryId,
              round_id: roundId,
              sort_order: await nextContentOrder(trx, 'attached_exercises', column, container),
              created_at: now,
              updated_at: now,
              deleted_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (position !== undefined) await placeAttached(trx, Number(row.id), column, container, position);
          await recordCreated(trx, ATTACHED.table, { ...ATTACHED.entry(request, 'create'), ids: [Number(row.id)] });
          return requireAttached(trx, Number(row.id));
        });
      return reply.code(201).send({ state: 1, message: request.t('library.attached_created'), data: attached });
    },
  );

  app.get<{ Params: { attached: string } }>(
    '/exercise/attached/:attached',
    {
      schema: {
        tags: [TAG],
        summary: 'One attached exercise',
        params: attachedParams,
        response: answerOf(attachedSchema),
      },
      preHandler: requirePermission(...EXERCISE_READERS, ...allowed('view', 'Round')),
    },
    async (request) => ({ state: 1, data: await requireAttached(dbOf(request), Number(request.params.attached)) }),
  );

  // Overrides, a new place in the same container, or a move to another category (`category_id`).
  app.put<{ Params: { attached: string }; Body: Overrides & { category_id?: number; sort_order?: number } }>(
    '/exercise/attached/:attached',
    {
      schema: {
        tags: [TAG],
        summary: 'Change an attached exercise’s overrides, place or category',
        description:
          '`sort_order` is a new place in its container (the others are renumbered); `category_id` moves it to ' +
          'another category (422 for an exercise in a round).',
        params: attachedParams,
        body: strictObject({ ...overrides, category_id: id }),
        response: answerOf(attachedSchema),
      },
      preHandler: requirePermission(...allowed('edit', 'Exercise')),
    },
    async (request) => {
      const attachedId = Number(request.params.attached);
      const { category_id: categoryId, sort_order: position, ...values } = request.body;
      const updated = await dbOf(request)
        .transaction()
        .execute(async (trx) => {
          const existing = await requireAttached(trx, attachedId);
          if (categoryId !== undefined && existing.round_id !== null)
            throw new HttpError(422, 'errors.validation', { category_id: ['library.attached_in_round'] });
          if (categoryId !== undefined) await requireLive(trx, 'exercise_categories', categoryId, 'category_id');
          const moved = categoryId !== undefined && categoryId !== existing.category_id;
          const watched = await watchRow(trx, ATTACHED.table, attachedId);
          await trx
            .updateTable('attached_exercises')
            .set({ ...values, ...(moved ? { category_id: categoryId } : {}), updated_at: nowIso() })
            .where('id', '=', attachedId)
            .execute();
          const column = existing.round_id !== null ? 'round_id' : 'category_id';
          const container = existing.round_id ?? (moved ? categoryId! : existing.category_id!);
          if (moved || position !== undefined) await placeAttached(trx, attachedId, column, container, position);
          await watched.record({ ...ATTACHED.entry(request, 'update'), ids: [attachedId] });
          return requireAttached(trx, attachedId);
        });
      return { state: 1, message: request.t('library.attached_updated'), data: updated };
    },
  );

  registerTrashRoute(app, {
    path: '/exercise/attached',
    param: 'attached',
    subject: 'Exercise',
    table: ATTACHED.table,
    model: ATTACHED_MODEL,
    require: requireAttached,
    message: 'library.attached_deleted',
    tag: TAG,
    summary: 'Move an attached exercise to the trash',
  });

  registerPasteRoute(app, {
    path: '/exercise/paste-attached-exercise',
    table: ATTACHED.table,
    field: 'attached_id',
    categoryTable: 'exercise_categories',
    subject: 'Exercise',
    model: ATTACHED_MODEL,
    placement: { round_id: null },
    present: requireAttached,
    tag: TAG,
    summary: 'Paste a copy of an attached exercise into a category',
    answer: attachedSchema,
  });
}
