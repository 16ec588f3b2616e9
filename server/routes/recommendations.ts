// GET prejoin_program_question (the questions in order, options as lists), and the recommendation calls of
// spec 7.2: GET subprogram_recommendations, POST subprogram_recommendations/show/{subprogram_id},
// POST subprogram_recommendations/store, plus POST subprogram_recommendations/update/{id} (the rules editor)
// and POST subprogram_recommendations/match (the 'try it' box).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { actorOf, recordCreated } from '../activity/write';
import { requirePermission } from '../auth/guard';
import { liveRow, requireLiveRow } from '../db/live-rows';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import { idParams, type IdParams } from '../http/schema';
import prejoinQuestions from '../models/prejoin-questions';
import { answerOf, int, listOf, nullable, shape, str } from '../openapi/answers';
import {
  choiceQuestions,
  firstMatch,
  readRecommendations,
  ruleProblems,
  type Answers,
  type Rule,
} from '../programmes/recommendations';
import { columnSchema } from '../search/item-schema';

const TAG = 'Programmes';
const about = (summary: string, description?: string) => ({
  tags: [TAG],
  summary,
  ...(description ? { description } : {}),
});

/** A pre-join question as the app reads it: options as a list, `value` the option's line number. */
const questionSchema = shape({
  id: int,
  question_en: columnSchema(prejoinQuestions, 'question_en'),
  question_ar: columnSchema(prejoinQuestions, 'question_ar'),
  answer_type: columnSchema(prejoinQuestions, 'answer_type'),
  required: { enum: [0, 1] },
  sort_order: int,
  options: listOf(shape({ value: int, label_en: str, label_ar: str })),
});

const ruleSchema = shape({ question_id: int, answers: listOf(int) });
/** A recommendation as stored (and as the store and update calls answer it). */
const recommendationProperties = { id: int, sub_program_id: int, priority: int, rules: listOf(ruleSchema) };
const subProgramSchema = nullable(shape({ name_en: str, name_ar: str, program_id: int }));
/** A recommendation in match order, with its sub-programme's names (null when the sub-programme is gone). */
const listedSchema = listOf(shape({ ...recommendationProperties, sub_program: subProgramSchema }));

const READERS = ['view-SubprogramRecommendation', 'view-SubProgram', 'manage-subprogramrecommendations'];
const WRITERS = [
  'create-subprogramrecommendations',
  'edit-subprogramrecommendations',
  'manage-subprogramrecommendations',
];
const EDITORS = ['edit-subprogramrecommendations', 'manage-subprogramrecommendations'];

const lines = (text: unknown) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const storeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['sub_program_id', 'rules'],
  properties: {
    sub_program_id: { type: 'integer', minimum: 1 },
    priority: { type: 'integer', minimum: 0, maximum: 10_000 },
    rules: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['question_id', 'answers'],
        properties: {
          question_id: { type: 'integer', minimum: 1 },
          answers: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'integer', minimum: 1 } },
        },
      },
    },
  },
} as const;

/** The editor's body: the store's, plus the id react-admin's edit sends (it must be the path's). */
const updateBody = {
  ...storeBody,
  properties: { ...storeBody.properties, id: { type: 'integer', minimum: 1 } },
} as const;

type StoreBody = { sub_program_id: number; priority?: number; rules: Rule[] };

const matchBody = {
  type: 'object',
  additionalProperties: false,
  required: ['answers'],
  properties: {
    answers: {
      type: 'object',
      propertyNames: { pattern: '^[1-9][0-9]{0,9}$' },
      additionalProperties: {
        anyOf: [{ type: 'integer' }, { type: 'array', maxItems: 50, items: { type: 'integer' } }],
      },
    },
  },
} as const;

export async function recommendationRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.db as Kysely<any>;

  async function subProgramNames(ids: number[]) {
    if (ids.length === 0) return new Map<number, { name_en: string; name_ar: string }>();
    const rows = await db()
      .selectFrom('sub_programs')
      .select(['id', 'name_en', 'name_ar', 'program_id'])
      .where('id', 'in', ids)
      .execute();
    return new Map(
      rows.map((row) => [
        Number(row.id),
        { name_en: row.name_en, name_ar: row.name_ar, program_id: Number(row.program_id) },
      ]),
    );
  }

  async function present(subProgramId?: number) {
    const recommendations = await readRecommendations(db(), subProgramId);
    const names = await subProgramNames([...new Set(recommendations.map((row) => row.sub_program_id))]);
    return recommendations.map((row) => ({ ...row, sub_program: names.get(row.sub_program_id) ?? null }));
  }

  app.get(
    '/prejoin_program_question',
    {
      schema: {
        ...about(
          'The pre-join questions, in order',
          'The live, enabled questions by `sort_order`; an option’s `value` is its line number (1, 2, …).',
        ),
        response: answerOf(listOf(questionSchema)),
      },
      preHandler: requirePermission('view-PrejoinQuestion', 'view-SubProgram'),
    },
    async () => {
      const rows = await db()
        .selectFrom('prejoin_questions')
        .select([
          'id',
          'question_en',
          'question_ar',
          'answer_type',
          'options_en',
          'options_ar',
          'required',
          'sort_order',
        ])
        .where('deleted_at', 'is', null)
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return {
        state: 1,
        data: rows.map(({ options_en, options_ar, ...row }) => {
          const arabic = lines(options_ar);
          return {
            ...row,
            id: Number(row.id),
            required: Number(row.required),
            sort_order: Number(row.sort_order),
            options: lines(options_en).map((label_en, index) => ({
              value: index + 1,
              label_en,
              label_ar: arabic[index] ?? label_en,
            })),
          };
        }),
      };
    },
  );

  app.get(
    '/subprogram_recommendations',
    {
      schema: {
        ...about(
          'Every recommendation, in match order',
          'By `priority` (lower first), then `id`; each with its sub-programme’s names.',
        ),
        response: answerOf(listedSchema),
      },
      preHandler: requirePermission(...READERS),
    },
    async () => ({ state: 1, data: await present() }),
  );

  app.post<{ Params: { subprogram_id: string } }>(
    '/subprogram_recommendations/show/:subprogram_id',
    {
      schema: {
        ...about('The recommendations of one sub-programme, in match order'),
        response: answerOf(listedSchema),
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['subprogram_id'],
          properties: { subprogram_id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
        },
      },
      preHandler: requirePermission(...READERS),
    },
    async (request) => {
      const id = Number(request.params.subprogram_id);
      await requireLiveRow(db(), 'sub_programs', id, 'models.item_not_found');
      return { state: 1, data: await present(id) };
    },
  );

  /** 422 with every problem of a rule set: a live sub-programme, choice questions and their own answers. */
  async function checkStore(request: FastifyRequest, { sub_program_id, rules }: StoreBody): Promise<void> {
    const problems: Record<string, string[]> = {};
    if (!(await liveRow(db(), 'sub_programs', sub_program_id)))
      problems.sub_program_id = [request.t('forms.reference')];
    for (const [field, code] of Object.entries(ruleProblems(rules, await choiceQuestions(db()))))
      problems[field] = [request.t(code)];
    if (Object.keys(problems).length > 0) throw new HttpError(422, 'errors.validation', problems);
  }

  app.post<{ Body: StoreBody }>(
    '/subprogram_recommendations/store',
    {
      schema: {
        ...about(
          'Store a recommendation',
          'A rule names a single- or multiple-choice question (once per recommendation) and answers it offers; ' +
            'any other rule or a missing sub-programme: 422 by field.',
        ),
        body: storeBody,
        response: answerOf(shape(recommendationProperties), 201),
      },
      preHandler: requirePermission(...WRITERS),
    },
    async (request, reply) => {
      const { sub_program_id, priority = 100, rules } = request.body;
      await checkStore(request, request.body);
      const now = nowIso();
      const stored = await db()
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('subprogram_recommendations')
            .values({
              sub_program_id,
              priority,
              rules: JSON.stringify(rules),
              created_at: now,
              updated_at: now,
              deleted_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const entry = {
            adminId: actorOf(request),
            action: 'create',
            model: 'subprogram-recommendations',
            ids: [Number(row.id)],
          } as const;
          await recordCreated(trx, 'subprogram_recommendations', entry);
          return row;
        });
      return reply.code(201).send({
        state: 1,
        message: request.t('recommendations.stored'),
        data: { id: Number(stored.id), sub_program_id, priority, rules },
      });
    },
  );

  app.post<{ Params: IdParams; Body: StoreBody & { id?: number } }>(
    '/subprogram_recommendations/update/:id',
    {
      schema: {
        ...about(
          'Change a recommendation (the rules editor’s save)',
          'The store’s body, plus an optional `id` that must be the path’s; the same checks.',
        ),
        params: idParams,
        body: updateBody,
        response: answerOf(shape(recommendationProperties)),
      },
      preHandler: requirePermission(...EDITORS),
    },
    async (request) => {
      const id = Number(request.params.id);
      const { sub_program_id, priority = 100, rules } = request.body;
      if (request.body.id !== undefined && request.body.id !== id)
        throw new HttpError(422, 'errors.validation', { id: [request.t('forms.reference')] });
      await requireLiveRow(db(), 'subprogram_recommendations', id, 'recommendations.not_found');
      await checkStore(request, request.body);
      await db()
        .updateTable('subprogram_recommendations')
        .set({ sub_program_id, priority, rules: JSON.stringify(rules), updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      return { state: 1, message: request.t('recommendations.stored'), data: { id, sub_program_id, priority, rules } };
    },
  );

  app.post<{ Body: { answers: Answers } }>(
    '/subprogram_recommendations/match',
    {
      schema: {
        ...about(
          'The sub-programme a set of pre-join answers gets',
          'The first recommendation whose every rule holds, or `data: null` when none does.',
        ),
        body: matchBody,
        response: answerOf(
          nullable(shape({ recommendation_id: int, sub_program_id: int, sub_program: subProgramSchema })),
        ),
      },
      preHandler: requirePermission(...READERS),
    },
    async (request) => {
      const match = firstMatch(await present(), request.body.answers);
      return {
        state: 1,
        data: match
          ? { recommendation_id: match.id, sub_program_id: match.sub_program_id, sub_program: match.sub_program }
          : null,
      };
    },
  );
}
