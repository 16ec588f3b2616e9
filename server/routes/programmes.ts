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
import { generatePlan, loadPlan, savePlan, type PlanBody } from '../programmes/plan-routes';
import { planBodySchema } from '../programmes/plan-schema';
import { type MealsBody, mealsBodySchema } from '../programmes/meals-schema';
import { saveMeals } from '../programmes/save-meals';
import { reorderBodySchema, reorderWalkthrough } from '../programmes/walkthrough-order';

export async function programmeRoutes(app: FastifyInstance): Promise<void> {
  const diet = findModel('diet-programs')!;
  const subPrograms = findModel('sub-programs')!;
  const walkthrough = findModel('walkthrough')!;
  const db = () => app.deps.db as Kysely<any>;
  const may = (model: Model, action: 'create' | 'edit') => requirePermission(...formPermissions(model, action));

  app.post<{ Params: IdParams }>(
    '/diet-programs/duplicate/:id',
    { schema: { params: idParams }, preHandler: may(diet, 'create') },
    async (request, reply) =>
      reply.code(201).send({
        state: 1,
        message: request.t('diet_programs.duplicated'),
        data: await duplicateDietProgramme(db(), diet, Number(request.params.id), actorOf(request)),
      }),
  );

  app.post<{ Params: IdParams; Body: MealsBody }>(
    '/diet-programs/:id/meals',
    { schema: { params: idParams, body: mealsBodySchema }, preHandler: may(diet, 'edit') },
    async (request) => ({
      state: 1,
      message: request.t('diet_programs.meals_saved'),
      data: await saveMeals(db(), diet, Number(request.params.id), request.body, actorOf(request)),
    }),
  );

  app.post<{ Body: { ids: number[] } }>(
    '/Walkthrough/reorder',
    { schema: { body: reorderBodySchema }, preHandler: may(walkthrough, 'edit') },
    async (request) => ({
      state: 1,
      message: request.t('walkthrough.reordered'),
      data: { ids: await reorderWalkthrough(db(), request.body.ids, actorOf(request)) },
    }),
  );

  app.get<{ Params: IdParams }>(
    '/subprograms/:id',
    {
      schema: { params: idParams },
      preHandler: requirePermission('view-SubProgram', 'edit-subprograms', 'manage-subprograms'),
    },
    async (request) => ({ state: 1, data: await loadPlan(db(), subPrograms, Number(request.params.id)) }),
  );

  app.get<{ Params: IdParams; Querystring: { replace?: '0' | '1' } }>(
    '/subprograms/:id/generate',
    {
      schema: {
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { replace: { type: 'string', enum: ['0', '1'] } },
        },
      },
      preHandler: may(subPrograms, 'edit'),
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
    { schema: { params: idParams, body: planBodySchema }, preHandler: may(subPrograms, 'edit') },
    async (request) => ({
      state: 1,
      message: request.t('subprograms.plan_saved'),
      data: await savePlan(request, subPrograms, Number(request.params.id), request.body),
    }),
  );
}
