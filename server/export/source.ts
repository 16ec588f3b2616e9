// The rows of an export, in batches: first the ids of every matching row in list order (a few bytes
// each), then the rows themselves a batch at a time, so memory stays flat however many rows match.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { formatRow, loadRelationTitles } from '../search/cells';
import type { ListContext } from '../search/context';
import type { ListQuery } from '../search/request';
import { orderedIds, rowsByIds } from '../search/search';
import { memoryKeeper } from './memory';
import { exportValue, type ExportColumn, type ExportValue } from './values';

export const EXPORT_BATCH = 1000;

export function exportColumns(query: ListQuery, context: ListContext): ExportColumn[] {
  const { model } = query;
  return [
    { key: 'ID', title: context.language === 'ar' ? 'المعرّف' : 'ID', type: 'id' },
    ...model.headers.map((header) => ({ key: header.value, title: header.text[context.language], type: header.type })),
  ];
}

export async function matchingIds(context: ListContext, query: ListQuery): Promise<number[]> {
  return (await orderedIds(context, query).execute()).map((row) => Number(row.id));
}

/** Batches of export rows (one value per column), in list order. */
export async function* exportBatches(
  context: ListContext,
  query: ListQuery,
  columns: readonly ExportColumn[],
  ids: readonly number[],
  batchSize = EXPORT_BATCH,
): AsyncGenerator<ExportValue[][]> {
  const { model } = query;
  const keepMemoryFlat = memoryKeeper();
  for (let start = 0; start < ids.length; start += batchSize) {
    const ordered = await rowsByIds(context, model, ids.slice(start, start + batchSize));
    const titles = await loadRelationTitles(context.db, model, ordered, context.language);
    yield ordered.map((row) => {
      const cells = formatRow(model, row, context.language, titles);
      return columns.map((column) => exportValue(column, cells[column.key], context.language));
    });
    // SQLite answers synchronously: without a real turn of the event loop, compression and the
    // socket never run and the whole file would pile up in memory (and other requests would wait).
    await nextTurn();
    keepMemoryFlat();
  }
}
