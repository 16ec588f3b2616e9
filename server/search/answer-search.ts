// The `POST search` answer: an action's result, or a page of a model's list. An export needs the HTTP
// reply (it streams a file), so the caller gives the part that sends it.
import { runAction } from './actions';
import { fail, type ListContext } from './context';
import { requireAny, viewPermissions } from './permissions';
import { checkBody, parseListQuery, requireModel, type ListQuery } from './request';
import { searchList } from './search';

export type ExportSender = (query: ListQuery, format: 'excel' | 'pdf', asJob?: boolean) => Promise<unknown>;

export async function answerSearch(context: ListContext, rawBody: unknown, sendExport: ExportSender): Promise<unknown> {
  const { language } = context;
  const body = checkBody(language, rawBody ?? {});
  if (body.action !== undefined) {
    const { message, affected } = await runAction(context, body);
    return { state: 1, message, data: { affected } };
  }
  const model = requireModel(language, body.model);
  requireAny(context, viewPermissions(model));
  // The substring index exists on SQLite builds with FTS5; elsewhere "contains" reads the table with LIKE.
  const query = parseListQuery(language, model, body, {
    textIndexTable: context.dialect === 'sqlite' && context.textIndexes !== false,
  });
  if (body.export_format !== undefined) {
    if (body.export_format !== 'excel' && body.export_format !== 'pdf')
      throw fail(language, 400, 'models.invalid_export_format');
    if (body.job !== undefined && typeof body.job !== 'boolean') throw fail(language, 400, 'jobs.invalid_job');
    return sendExport(query, body.export_format, body.job as boolean | undefined);
  }
  return { state: 1, data: await searchList(context, query) };
}
