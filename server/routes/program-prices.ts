// POST program_prices/store, POST program_prices/update/{id}, GET program_prices/show/{id} (spec 7.2):
// the pricing-plan form and the plan it edits.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requirePermission } from '../auth/guard';
import { programPriceForm } from '../forms/program-prices/form';
import { formPermissions, presentItem, registerFormRoutes, requireLiveRow } from '../forms/shared/form-routes';
import { idParams, type IdParams } from '../http/schema';
import programPrices from '../models/program-prices';
import programs from '../models/programs';
import { titleOf, type Row } from '../search/cells';

export async function programPriceRoutes(app: FastifyInstance): Promise<void> {
  registerFormRoutes(app, programPriceForm);

  const readers = [
    'view-ProgramPrice',
    ...formPermissions(programPrices, 'create'),
    ...formPermissions(programPrices, 'edit'),
  ];
  app.get<{ Params: IdParams }>(
    '/program_prices/show/:id',
    { preHandler: requirePermission(...new Set(readers)), schema: { params: idParams } },
    async (request) => {
      const db = request.server.deps.db as Kysely<any>;
      const row = await requireLiveRow(db, programPrices, Number(request.params.id));
      // The programme's name in the request language, so the form's picker can show it at once.
      const program = (await db
        .selectFrom(programs.table)
        .select(['id', 'name_en', 'name_ar'])
        .where('id', '=', Number(row.program_id))
        .executeTakeFirst()) as Row | undefined;
      return {
        state: 1,
        data: {
          ...presentItem(programPrices, row),
          program: program ? { id: Number(program.id), name: titleOf(programs, program, request.language) } : null,
        },
      };
    },
  );
}
