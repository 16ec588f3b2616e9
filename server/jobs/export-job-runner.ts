// Runs one export job: reads its search body again, writes the file to a temporary file with progress
// in the job's row, then moves the file into the export store (the shared bucket, or the data folder).
// Running a job again (its node died) starts it over; a finished job is left alone.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { SignedInAdmin } from '../auth/guard';
import type { Database } from '../db/schema';
import { nowIso } from '../db/time';
import { exportDigits, inDigits } from '../export/digits';
import { writePdf, PDF_TYPE } from '../export/pdf';
import { exportBatches, exportColumns, matchingIds } from '../export/source';
import type { ExportValue } from '../export/values';
import { writeXlsx, XLSX_TYPE } from '../export/xlsx';
import { translate } from '../http/language';
import type { ListContext } from '../search/context';
import { checkBody, parseListQuery, requireModel } from '../search/request';
import type { UploadStore } from '../uploads/store';

// Progress is written at most this often, so a large export does not write its row a thousand times.
const PROGRESS_EVERY_MS = 500;

export interface JobRunnerDeps {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  exportStore: UploadStore;
  /** This node's name, kept on the job while it runs. */
  worker: string;
}

export function exportFileName(jobId: string, format: 'excel' | 'pdf'): string {
  return `${jobId}.${format === 'excel' ? 'xlsx' : 'pdf'}`;
}

export function exportFileType(format: 'excel' | 'pdf'): string {
  return format === 'excel' ? XLSX_TYPE : PDF_TYPE;
}

/** The list context of a job: the requester's id (permission was checked when the job was asked for). */
function jobContext(deps: JobRunnerDeps, adminId: number, language: 'en' | 'ar'): ListContext {
  const admin: SignedInAdmin = {
    id: adminId,
    email: '',
    firstName: '',
    lastName: '',
    roleName: null,
    permissions: new Set(),
    isSuperAdmin: false,
    tokenId: 0,
  };
  return { db: deps.db, dialect: deps.dialect, language, admin };
}

async function* counted<T>(batches: AsyncIterable<T[]>, onRows: (rows: number) => Promise<void>): AsyncGenerator<T[]> {
  for await (const batch of batches) {
    yield batch;
    await onRows(batch.length);
  }
}

export async function runExportJob(deps: JobRunnerDeps, jobId: string): Promise<void> {
  const { db } = deps;
  const job = await db.selectFrom('export_jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
  if (!job || job.state === 'done' || job.state === 'failed') return;
  await db
    .updateTable('export_jobs')
    .set({ state: 'running', worker: deps.worker, started_at: nowIso(), rows_done: 0, attempts: job.attempts + 1 })
    .where('id', '=', jobId)
    .execute();

  const temporary = join(tmpdir(), `export-${jobId}-${randomBytes(4).toString('hex')}`);
  try {
    const language = job.language;
    const body = checkBody(language, JSON.parse(job.body));
    const model = requireModel(language, body.model);
    const query = parseListQuery(language, model, body, { textIndexTable: deps.dialect === 'sqlite' });
    const context = jobContext(deps, job.admin_id, language);
    const columns = exportColumns(query, context);
    const ids = await matchingIds(context, query);
    await db.updateTable('export_jobs').set({ rows_total: ids.length }).where('id', '=', jobId).execute();

    let done = 0;
    let writtenAt = Date.now();
    const rows = counted<ExportValue[]>(exportBatches(context, query, columns, ids), async (count) => {
      done += count;
      if (Date.now() - writtenAt < PROGRESS_EVERY_MS) return;
      writtenAt = Date.now();
      await db.updateTable('export_jobs').set({ rows_done: done }).where('id', '=', jobId).execute();
    });
    // Read when the file is written: a job follows the digits setting of that moment, as a direct export does.
    const digits = await exportDigits(db, language);
    const output = createWriteStream(temporary);
    const written = finished(output);
    const rightToLeft = language === 'ar';
    if (job.format === 'excel') {
      const sheetName = translate(language, 'models.export_sheet');
      await writeXlsx(output, { columns, rows, rightToLeft, digits, sheetName });
    } else {
      const count = inDigits(String(ids.length), digits);
      const title = translate(language, 'models.export_title', { model: model.label[language], count });
      await writePdf(output, { columns, rows, rightToLeft, digits, title });
    }
    await written;
    await deps.exportStore.putFile(exportFileName(jobId, job.format), temporary, exportFileType(job.format));
    await db
      .updateTable('export_jobs')
      .set({ state: 'done', rows_done: done, file_size: output.bytesWritten, finished_at: nowIso() })
      .where('id', '=', jobId)
      .execute();
  } catch (error) {
    await db
      .updateTable('export_jobs')
      .set({ state: 'failed', error: error instanceof Error ? error.message : String(error), finished_at: nowIso() })
      .where('id', '=', jobId)
      .execute();
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}
