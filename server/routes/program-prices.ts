// POST program_prices/store, POST program_prices/update/{id}, GET program_prices/show/{id} (spec 7.2):
// the pricing-plan form and the plan it edits.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requirePermission } from '../auth/guard';
import { programPriceForm } from '../forms/program-prices/form';
import programPrices from '../models/program-prices';
import { answerOf } from '../openapi/answers';
import { programPriceReaders, showProgramPrice, shownProgramPriceSchema } from '../forms/program-prices/show';
import { registerFormRoutes } from '../forms/shared/form-routes';
import { idParams, type IdParams } from '../http/schema';

export async function programPriceRoutes(app: FastifyInstance): Promise<void> {
  registerFormRoutes(app, programPriceForm);
  app.get<{ Params: IdParams }>(
    '/program_prices/show/:id',
    {
      preHandler: requirePermission(...programPriceReaders),
      schema: {
        tags: [programPrices.label.en],
        summary: 'A pricing plan for its form, with its programme',
        description: `Needs ${programPriceReaders.join(', ')} (any). The programme's name is in the request language.`,
        params: idParams,
        response: answerOf(shownProgramPriceSchema),
      },
    },
    async (request) =>
      showProgramPrice(request.server.deps.db as Kysely<any>, Number(request.params.id), request.language),
  );
}
