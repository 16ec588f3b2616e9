// GET models: the model registry as the admin builds its screens from it (resources, menu entries,
// titles, permission subjects, declared forms). Every signed-in admin gets it: it holds no data.
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../auth/guard';
import { modelUi } from '../models/define/ui';
import { MODELS } from '../models/registry';

export async function modelRoutes(app: FastifyInstance): Promise<void> {
  const served = MODELS.map(modelUi);
  app.get('/models', { preHandler: requirePermission() }, async () => ({ state: 1, data: served }));
}
