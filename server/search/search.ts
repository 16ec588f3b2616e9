// `POST search` without an action or export: one page of a model's list, with its description.
import type { ExpressionBuilder } from 'kysely';
import type { Model } from '../models/define/types';
import { aggregate } from './aggregate';
import { formatRow, listColumns, loadRelationTitles, type Row } from './cells';
import type { ListContext } from './context';
import { describeFields, describeHeaders, describeOptions } from './describe';
import { filterExpression } from './filters';
import type { ListQuery, SortTerm } from './request';

/** ORDER BY terms with the id as the last tie-breaker, so pages never overlap. */
export function orderTerms(sort: readonly SortTerm[]): SortTerm[] {
  const terms = sort.filter((term) => term.column !== 'id');
  const idTerm = sort.find((term) => term.column === 'id') ?? { column: 'id', desc: sort[0]?.desc ?? true };
  return [...terms, idTerm];
}

/**
 * The further columns of an index that gives the list's order by itself (the sort column, then the id),
 * for SQLite's planner: conditions on them can be checked while reading that index in order.
 */
function orderIndexColumns(context: ListContext, query: ListQuery): readonly string[] {
  const [first] = orderTerms(query.sort);
  if (context.dialect !== 'sqlite' || first.column === 'id') return [];
  return query.model.indexes.find((columns) => columns[0] === first.column && columns[1] === 'id')?.slice(2) ?? [];
}

/** The ids of the matching rows in list order, as a query to page through or read whole. */
export function orderedIds(context: ListContext, query: ListQuery) {
  let select = context.db
    .selectFrom(query.model.table)
    .select('id')
    .where(filterExpression(query.filters, orderIndexColumns(context, query)) as (eb: ExpressionBuilder<any, any>) => any);
  for (const term of orderTerms(query.sort)) select = select.orderBy(term.column, term.desc ? 'desc' : 'asc');
  return select;
}

/** The list columns of these rows, in the order of `ids` (a row gone in between is left out). */
export async function rowsByIds(context: ListContext, model: Model, ids: readonly number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = (await context.db.selectFrom(model.table).select(listColumns(model, context.language)).where('id', 'in', [...ids]).execute()) as Row[];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
}

/**
 * Rows of one page, in two steps: the page's ids first (filters, order, limit and offset answered from
 * an index when one covers them), then only those rows' columns.
 */
export async function selectRows(context: ListContext, query: ListQuery, limit: number, offset: number): Promise<Row[]> {
  const pageIds = (await orderedIds(context, query).limit(limit).offset(offset).execute()).map((row) => Number(row.id));
  return rowsByIds(context, query.model, pageIds);
}

export async function searchList(context: ListContext, query: ListQuery) {
  const { model, page, perPage } = query;
  const { language } = context;
  const aggregates = await aggregate(context.db, model, query.filters, language);
  const offset = (page - 1) * perPage;
  // Past the last page: an empty page with the total intact, without asking the database.
  const rows = offset < aggregates.total ? await selectRows(context, query, perPage, offset) : [];
  const titles = await loadRelationTitles(context.db, model, rows, language);
  return {
    fields: describeFields(model, language),
    results: { data: rows.map((row) => formatRow(model, row, language, titles)), total: aggregates.total },
    totals: aggregates.totals,
    options: describeOptions(context, model),
    charts: aggregates.charts,
    headers: describeHeaders(model, language),
  };
}
