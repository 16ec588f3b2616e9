// GET models: the model registry as the admin builds its screens from it (resources, menu entries,
// titles, permission subjects, declared forms). Every signed-in admin gets it: it holds no data.
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../auth/guard';
import { modelUi, modelUiSchema } from '../models/define/ui';
import { MODELS } from '../models/registry';
import { answerOf, listOf } from '../openapi/answers';

const listSchema = {
  tags: ['Models'],
  summary: 'The model registry',
  description:
    "Every model the server declares, in seeding order: the admin makes from it each model's routes, menu " +
    'entry, page titles and permission subject, and renders a declared `form` with its generic form. It holds no data.',
  response: answerOf(listOf(modelUiSchema)),
};

export async function modelRoutes(app: FastifyInstance): Promise<void> {
  const served = MODELS.map(modelUi);
  app.get('/models', { preHandler: requirePermission(), schema: listSchema }, async () => ({ state: 1, data: served }));
}
