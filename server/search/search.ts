// `POST search` without an action or export: one page of a model's list, with its description.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Model } from '../models/define/types';
import { int, listOf, shape, str } from '../openapi/answers';
import { aggregate, chartsSchema, totalsSchema } from './aggregate';
import { formatRow, listColumns, listRowSchema, loadRelationTitles, type Row } from './cells';
import type { ListContext } from './context';
import { listCurrency } from './currency';
import {
  amountTotals,
  describeFields,
  describeHeaders,
  describeOptions,
  fieldsSchema,
  headersSchema,
  optionsProperties,
} from './describe';
import { filterExpression } from './filters';
import { pageReadPlan } from './page-read-plan';
import type { ListQuery, SortTerm } from './request';

/** ORDER BY terms with the id as the last tie-breaker, so pages never overlap. */
export function orderTerms(sort: readonly SortTerm[]): SortTerm[] {
  const terms = sort.filter((term) => term.column !== 'id');
  const idTerm = sort.find((term) => term.column === 'id') ?? { column: 'id', desc: sort[0]?.desc ?? true };
  return [...terms, idTerm];
}

/**
 * The ids of the matching rows in list order, as a query to page through or read whole. `matches`, the
 * number of matching rows when already known, lets a large SQLite list pick how it reads the page.
 */
export function orderedIds(context: ListContext, query: ListQuery, matches?: number) {
  const terms = orderTerms(query.sort);
  const plan = pageReadPlan(context, query, terms[0], matches);
  let select = context.db
    .selectFrom(query.model.table)
    .select('id')
    .where(filterExpression(query.filters, plan.likelyColumns) as (eb: ExpressionBuilder<any, any>) => any);
  for (const [position, term] of terms.entries()) {
    const column = position === 0 && plan.sortMatches ? sql`+${sql.ref(term.column)}` : sql.ref(term.column);
    select = select.orderBy(column, term.desc ? 'desc' : 'asc');
  }
  return select;
}

/** The list columns of these rows, in the order of `ids` (a row gone in between is left out). */
export async function rowsByIds(context: ListContext, model: Model, ids: readonly number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = (await context.db
    .selectFrom(model.table)
    .select(listColumns(model, context.language))
    .where('id', 'in', [...ids])
    .execute()) as Row[];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
}

/**
 * Rows of one page, in two steps: the page's ids first (filters, order, limit and offset answered from
 * an index when one covers them), then only those rows' columns.
 */
export async function selectRows(
  context: ListContext,
  query: ListQuery,
  limit: number,
  offset: number,
  matches?: number,
): Promise<Row[]> {
  const pageIds = (await orderedIds(context, query, matches).limit(limit).offset(offset).execute()).map((row) =>
    Number(row.id),
  );
  return rowsByIds(context, query.model, pageIds);
}

/** The `data` of `searchList`: one page of any model's list with its description. */
export const searchPageSchema = shape(
  {
    fields: fieldsSchema,
    results: shape({ data: listOf(listRowSchema), total: int }),
    totals: totalsSchema,
    options: shape({ ...optionsProperties, currency: str, amountTotals: listOf(str) }, [
      ...Object.keys(optionsProperties),
      'currency',
    ]),
    charts: chartsSchema,
    headers: headersSchema,
    estimated: { const: true },
  },
  ['fields', 'results', 'totals', 'options', 'charts', 'headers'],
);

export async function searchList(context: ListContext, query: ListQuery) {
  const { model, page, perPage } = query;
  const { language } = context;
  // A broad search is estimated unless asked for exact figures (exports never come through here).
  const estimateAbove = query.exact ? undefined : context.estimateAbove;
  const aggregates = await aggregate(context.db, model, query.filters, language, new Date(), { estimateAbove });
  const offset = (page - 1) * perPage;
  // Past the last page: an empty page with the total intact, without asking the database.
  const rows = offset < aggregates.total ? await selectRows(context, query, perPage, offset, aggregates.total) : [];
  const titles = await loadRelationTitles(context.db, model, rows, language);
  const currency = await listCurrency(context.db);
  return {
    fields: describeFields(model, language),
    results: { data: rows.map((row) => formatRow(model, row, language, titles)), total: aggregates.total },
    totals: aggregates.totals,
    options: { ...describeOptions(context, model), currency, amountTotals: amountTotals(model, language) },
    charts: aggregates.charts,
    headers: describeHeaders(model, language),
    // Only when true: backends and answers without it are exact.
    ...(aggregates.estimated ? { estimated: true } : {}),
  };
}
