// The programme calls of spec 7.2 beyond the declared forms: POST diet-programs/duplicate/{id}, POST
// diet-programs/{id}/meals (a diet programme's week of meals at once), POST Walkthrough/reorder,
// GET subprograms/{id} (a sub-programme with its plan), GET subprograms/{id}/generate (a calendar from the
// programme's shape) and POST subprograms/{id}/plan (the whole plan in one request, with a version check).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { actorOf } from '../activity/write';
import { requirePermission } from '../auth/guard';
import { formPermissions } from '../forms/shared/form-routes';
import { idParams, type IdParams } from '../http/schema';
import type { Model } from '../models/define/types';
import { findModel } from '../models/registry';
import { duplicateDietProgramme } from '../programmes/duplicate';
import { generatePlan, loadedPlanSchema, loadPlan, savePlan, type PlanBody } from '../programmes/plan-routes';
import { planBodySchema } from '../programmes/plan-schema';
import { type MealsBody, mealsBodySchema } from '../programmes/meals-schema';
import { dietDaysSchema } from '../programmes/diet-days';
import { answerOf, int, listOf, shape } from '../openapi/answers';
import { itemSchema } from '../search/item-schema';
import { saveMeals } from '../programmes/save-meals';
import { reorderBodySchema, reorderWalkthrough } from '../programmes/walkthrough-order';

const TAG = 'Programmes';

export async function programmeRoutes(app: FastifyInstance): Promise<void> {
  const diet = findModel('diet-programs')!;
  const subPrograms = findModel('sub-programs')!;
  const walkthrough = findModel('walkthrough')!;
  const db = () => app.deps.db as Kysely<any>;
  const plan = loadedPlanSchema(subPrograms);
  const about = (summary: string, description?: string) => ({
    tags: [TAG],
    summary,
    ...(description ? { description } : {}),
  });
  const may = (model: Model, action: 'create' | 'edit') => requirePermission(...formPermissions(model, action));

  app.post<{ Params: IdParams }>(
    '/diet-programs/duplicate/:id',
    {
      schema: {
        ...about(
          'Copy a diet programme with every meal of its days',
          'The copy is disabled and named `… (copy)` / `… (نسخة)`; the answer is the copy as `getSingle` gives it.',
        ),
        params: idParams,
        response: answerOf(itemSchema(diet, { is_trashed: { const: 0 } }), 201),
      },
      preHandler: may(diet, 'create'),
      config: { actionLimit: 'duplicate' },
    },
    async (request, reply) =>
      reply.code(201).send({
        state: 1,
        message: request.t('diet_programs.duplicated'),
        data: await duplicateDietProgramme(db(), diet, Number(request.params.id), actorOf(request)),
      }),
  );

  app.post<{ Params: IdParams; Body: MealsBody }>(
    '/diet-programs/:id/meals',
    {
      schema: {
        ...about(
          'Replace every meal of a diet programme’s days',
          'Every day in order, each with its meals in order; one transaction. The answer: the stored days, each ' +
            'with its calories.',
        ),
        params: idParams,
        body: mealsBodySchema,
        response: answerOf(dietDaysSchema),
      },
      preHandler: may(diet, 'edit'),
    },
    async (request) => ({
      state: 1,
      message: request.t('diet_programs.meals_saved'),
      data: await saveMeals(db(), diet, Number(request.params.id), request.body, actorOf(request)),
    }),
  );

  app.post<{ Body: { ids: number[] } }>(
    '/Walkthrough/reorder',
    {
      schema: {
        ...about(
          'Put the onboarding slides in a new order',
          'The body names every live slide exactly once; a list changed meanwhile is refused (409).',
        ),
        body: reorderBodySchema,
        response: answerOf(shape({ ids: listOf(int) })),
      },
      preHandler: may(walkthrough, 'edit'),
    },
    async (request) => ({
      state: 1,
      message: request.t('walkthrough.reordered'),
      data: { ids: await reorderWalkthrough(db(), request.body.ids, actorOf(request)) },
    }),
  );

  app.get<{ Params: IdParams }>(
    '/subprograms/:id',
    {
      schema: {
        ...about(
          'A sub-programme with its plan',
          'Days in order, each with its items (library categories, exercises and rounds by id) in order. ' +
            '`version` counts saved plans; a save sends back the version it loaded. `name_en`/`name_ar` are ' +
            'the library row’s names, shown only (null for a row deleted for good).',
        ),
        params: idParams,
        response: answerOf(plan),
      },
      preHandler: requirePermission('view-SubProgram', 'edit-subprograms', 'manage-subprograms'),
    },
    async (request) => ({ state: 1, data: await loadPlan(db(), subPrograms, Number(request.params.id)) }),
  );

  app.get<{ Params: IdParams; Querystring: { replace?: '0' | '1' } }>(
    '/subprograms/:id/generate',
    {
      schema: {
        ...about(
          'Build a sub-programme’s calendar from its programme’s shape',
          '`weeks` × 7 days keyed `w{week}d{day}`, the programme’s training days spread over each week. A ' +
            'sub-programme that already has days answers 409 unless `replace=1`. The version moves on by one.',
        ),
        response: answerOf(plan),
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { replace: { type: 'string', enum: ['0', '1'] } },
        },
      },
      preHandler: may(subPrograms, 'edit'),
      config: { actionLimit: 'generate' },
    },
    async (request) => ({
      state: 1,
      message: request.t('subprograms.generated'),
      data: await generatePlan(
        db(),
        subPrograms,
        Number(request.params.id),
        request.query.replace === '1',
        actorOf(request),
      ),
    }),
  );

  app.post<{ Params: IdParams; Body: PlanBody }>(
    '/subprograms/:id/plan',
    {
      schema: {
        ...about(
          'Save a sub-programme’s whole plan',
          '`version` is the one the plan was loaded at: 409 when someone saved since. The same item twice in a ' +
            'day or two days with one key: 422. A day holding items is stored as a training day (`rest` 0). The ' +
            'answer is the saved plan with its new version.',
        ),
        params: idParams,
        body: planBodySchema,
        response: answerOf(plan),
      },
      preHandler: may(subPrograms, 'edit'),
    },
    async (request) => ({
      state: 1,
      message: request.t('subprograms.plan_saved'),
      data: await savePlan(request, subPrograms, Number(request.params.id), request.body),
    }),
  );
}
