// GET getSingle/{model}/{id}: one row (raw public columns and as a list row) with its notes.
import type { Language } from '../http/language';
import type { Localized, Model } from '../models/define/types';
import { findModel } from '../models/registry';
import { int, listOf, openShape, shape, str } from '../openapi/answers';
import { formatRow, listColumns, listRowSchema, loadRelationTitles, titleOf, type Row } from './cells';
import { fail, type ListContext } from './context';
import { describeHeaders, headersSchema } from './describe';
import { listNotes, noteViewSchema } from './notes';
import { requireAny, viewPermissions } from './permissions';
import { anyPublicItemSchema, publicColumns, publicItem } from './pickers';
import { requireModel } from './request';

export function parseItemId(language: Language, raw: unknown): number {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,14}$/.test(raw))
    throw fail(language, 400, 'models.invalid_value', { field: 'id' });
  return Number(raw);
}

/** The row, or 404 (trashed rows are found too). */
export async function requireRow(context: ListContext, model: Model, id: number, columns: string[]): Promise<Row> {
  const row = (await context.db.selectFrom(model.table).select(columns).where('id', '=', id).executeTakeFirst()) as
    | Row
    | undefined;
  if (!row) throw fail(context.language, 404, 'models.item_not_found');
  return row;
}

/** `{ id, label }` of rows of another model, in the order of `ids` (for a model's `single` hook). */
async function titlesOf(
  context: ListContext,
  name: string,
  ids: readonly number[],
): Promise<Array<{ id: number; label: string }>> {
  const target = findModel(name);
  if (!target || ids.length === 0) return [];
  const title = target.title as readonly string[] | Localized;
  const titleColumns = 'en' in title ? [title.en, title.ar] : [...title];
  const columns = [...new Set(['id', ...titleColumns])];
  const rows = (await context.db
    .selectFrom(target.table)
    .select(columns)
    .where('id', 'in', [...ids])
    .execute()) as Row[];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, label: titleOf(target, row, context.language) }] : [];
  });
}

/** The `data` of `answerSingle` for any model (its columns and extras depend on the model). */
export const singleSchema = shape({
  item: openShape(
    { ...(anyPublicItemSchema.properties as Record<string, unknown>), ID: int, is_trashed: { enum: [0, 1] } },
    ['ID', 'id', 'is_trashed'],
  ),
  row: listRowSchema,
  title: str,
  headers: headersSchema,
  notes: listOf(noteViewSchema),
});

/** The answer of `GET getSingle/{model}/{id}` (404 for a missing row, trashed rows included). */
export async function answerSingle(context: ListContext, modelName: unknown, rawId: unknown): Promise<unknown> {
  const { language } = context;
  const model = requireModel(language, modelName);
  requireAny(context, viewPermissions(model));
  const id = parseItemId(language, rawId);
  const title = model.title as readonly string[] | Localized;
  const titleColumns = ('en' in title ? [title.en, title.ar] : [...title]).filter((column) => column !== 'id');
  const row = await requireRow(context, model, id, [
    ...new Set([...publicColumns(model), ...listColumns(model, language), ...titleColumns]),
  ]);
  const titles = await loadRelationTitles(context.db, model, [row], language);
  return {
    state: 1,
    data: {
      item: {
        ID: id,
        ...publicItem(model, row),
        // A model's own extras (e.g. a discount's linked users and programmes).
        ...(model.single
          ? await model.single({ db: context.db, id, language, titles: (name, ids) => titlesOf(context, name, ids) })
          : {}),
        is_trashed: row.deleted_at === null ? 0 : 1,
      },
      row: formatRow(model, row, language, titles),
      // The record's own name (its model's title columns), for its page's heading.
      title: titleOf(model, row, language),
      headers: describeHeaders(model, language),
      notes: model.switches.notable ? await listNotes(context, model, id) : [],
    },
  };
}
