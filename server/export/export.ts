// `POST search` with `export_format`: the same filters, sort and permission as the list, every
// matching row (not one page), streamed as results.xlsx or results.pdf.
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { translate } from '../http/language';
import { fail, type ListContext } from '../search/context';
import type { ListQuery } from '../search/request';
import { exportDigits, inDigits } from './digits';
import { ExportAborted } from './flow';
import { writePdf, PDF_TYPE } from './pdf';
import { EXPORTS_IN_ALL, type ExportSlots } from './slots';
import { exportBatches, exportColumns, matchingIds } from './source';
import { writeXlsx, XLSX_TYPE } from './xlsx';

export type ExportFormat = 'excel' | 'pdf';

export async function sendExport(
  context: ListContext,
  query: ListQuery,
  format: ExportFormat,
  reply: FastifyReply,
  slots: ExportSlots,
): Promise<FastifyReply> {
  const { language } = context;
  const columns = exportColumns(query, context);
  const release = slots.acquire(context.admin.id);
  if (release === 'admin') throw fail(language, 429, 'models.export_busy_admin');
  if (release === 'all') throw fail(language, 429, 'models.export_busy_all', { max: EXPORTS_IN_ALL });
  let ids: number[];
  let digits: Awaited<ReturnType<typeof exportDigits>>;
  try {
    // Read before the first byte is sent, so a failing query is still an ordinary error answer.
    ids = await matchingIds(context, query);
    digits = await exportDigits(context.db, language);
  } catch (error) {
    release();
    throw error;
  }
  const rows = exportBatches(context, query, columns, ids);
  const output = new PassThrough();
  // The slot is free again once the response is over: sent whole, failed, or the client went away.
  output.once('close', release);
  reply.raw.once('close', release);
  const rightToLeft = language === 'ar';
  const writing =
    format === 'excel'
      ? writeXlsx(output, { columns, rows, rightToLeft, digits, sheetName: translate(language, 'models.export_sheet') })
      : writePdf(output, {
          columns,
          rows,
          rightToLeft,
          digits,
          title: translate(language, 'models.export_title', {
            model: query.model.label[language],
            count: inDigits(String(ids.length), digits),
          }),
        });
  writing.catch((error: unknown) => {
    if (error instanceof ExportAborted) return reply.log.info('export stopped: the client went away');
    reply.log.error({ err: error }, 'export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const fileName = format === 'excel' ? 'results.xlsx' : 'results.pdf';
  return reply
    .header('content-type', format === 'excel' ? XLSX_TYPE : PDF_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(output);
}
