// POST search: a page of a model's list, a row or bulk action (`action`), or an export (`export_format`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { sendExport, type ExportFormat } from '../export/export';
import { exportSlots } from '../export/slots';
import { runAction } from '../search/actions';
import { fail, type ListContext } from '../search/context';
import { requireAny, viewPermissions } from '../search/permissions';
import { checkBody, parseListQuery, requireModel } from '../search/request';
import { searchList } from '../search/search';

export function listContext(request: FastifyRequest, deps: AppDeps): ListContext {
  return { db: deps.db, dialect: deps.dialect, language: request.language, admin: request.admin! };
}

export async function searchRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const slots = exportSlots();
  app.post('/search', { preHandler: requirePermission() }, async (request, reply) => {
    const context = listContext(request, deps);
    const { language } = context;
    const body = checkBody(language, request.body ?? {});
    if (body.action !== undefined) {
      const { message, affected } = await runAction(context, body);
      return { state: 1, message, data: { affected } };
    }
    const model = requireModel(language, body.model);
    requireAny(context, viewPermissions(model));
    const query = parseListQuery(language, model, body, { textIndexTable: context.dialect === 'sqlite' });
    if (body.export_format !== undefined) {
      if (body.export_format !== 'excel' && body.export_format !== 'pdf') throw fail(language, 400, 'models.invalid_export_format');
      return sendExport(context, query, body.export_format as ExportFormat, reply, slots);
    }
    return { state: 1, data: await searchList(context, query) };
  });
}
