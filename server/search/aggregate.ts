// The total, the summary totals and the monthly chart of a filtered list, all over the list's own WHERE:
// read from the model's running summary when its filters allow, else from the table. A broad search the
// summary cannot answer may be estimated from a sample of the table instead (flagged `estimated`).
import {
  sql,
  type AliasedRawBuilder,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Language } from '../http/language';
import { int, listOf, mapOf, num, shape, str } from '../openapi/answers';
import { summaryPlans } from '../models/define/summary';
import type { Model } from '../models/define/types';
import { filterExpression, type ParsedFilters } from './filters';
import { tableSample, type TableSample } from './sample';
import { summaryFilterExpression } from './summary-filters';

export interface Aggregates {
  total: number;
  totals: Record<string, number | Record<string, number>>;
  charts: { months: string[]; counts: number[] };
  /** Present when the figures are scaled up from a sample of the table rather than counted. */
  estimated?: true;
}

/** `totals`: label → number, or label → { option label → count }. */
export const totalsSchema = mapOf({ anyOf: [num, mapOf(int)] });
/** `charts`: the months (`YYYY-MM`) and their counts. */
export const chartsSchema = shape({ months: listOf(str), counts: listOf(int) });

export interface AggregateOptions {
  /** Estimate from a sample when about this many rows or more match (absent: always count). */
  estimateAbove?: number;
}

const CHART_COLUMN = 'created_at';

/** The last 12 calendar months (UTC) ending with the current one: labels and [start, end) ISO bounds. */
export function lastTwelveMonths(now = new Date()): Array<{ label: string; start: string; end: string }> {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: 12 }, (_, index) => {
    const start = new Date(Date.UTC(year, month - 11 + index, 1));
    const end = new Date(Date.UTC(year, month - 10 + index, 1));
    return { label: start.toISOString().slice(0, 7), start: start.toISOString(), end: end.toISOString() };
  });
}

/** Where the aggregates are read from: the table itself or its running summary. */
interface Source {
  /** The FROM of the query (a table, or the sample's id ranges joined to the table). */
  from: (db: Kysely<any>) => SelectQueryBuilder<any, any, object>;
  /** What each row read stands for: 1 when counting, the sample's scale when estimating. */
  scale: number;
  where: (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;
  count: RawBuilder<unknown>;
  sum(column: string): RawBuilder<unknown>;
  /** How many rows fall in [start, end) of the chart column (ISO bounds). */
  countWithin(start: string, end: string): RawBuilder<unknown>;
}

function tableSource(model: Model, filters: ParsedFilters): Source {
  return {
    from: (db) => db.selectFrom(model.table),
    scale: 1,
    where: filterExpression(filters) as Source['where'],
    count: sql`count(*)`,
    sum: (column) => sql`sum(${sql.ref(column)})`,
    countWithin: (start, end) =>
      sql`sum(case when ${sql.ref(CHART_COLUMN)} >= ${start} and ${sql.ref(CHART_COLUMN)} < ${end} then 1 else 0 end)`,
  };
}

/** The table's aggregates over the sample's id ranges only (each range read through the id index). */
function sampleSource(model: Model, filters: ParsedFilters, sample: TableSample): Source {
  const counted = tableSource(model, filters);
  return {
    ...counted,
    // CROSS JOIN keeps the ranges as the outer loop on SQLite, so it never scans a filter's index instead.
    from: (db) => db.selectFrom(sample.ranges.as('sample_ranges')).crossJoin(model.table),
    scale: sample.scale,
    where: (eb) =>
      eb.and([
        counted.where(eb),
        sql<SqlBool>`${sql.ref(`${model.table}.id`)} between sample_ranges.column1 and sample_ranges.column2`,
      ]),
  };
}

function summarySource(table: string, where: Source['where']): Source {
  // The summary holds the chart column by day: month bounds are whole days.
  const day = (iso: string) => iso.slice(0, 10);
  return {
    from: (db) => db.selectFrom(table),
    scale: 1,
    where,
    count: sql`sum(row_count)`,
    sum: (column) => sql`sum(${sql.ref(`sum_${column}`)})`,
    countWithin: (start, end) =>
      sql`sum(case when ${sql.ref(CHART_COLUMN)} >= ${day(start)} and ${sql.ref(CHART_COLUMN)} < ${day(end)} then row_count else 0 end)`,
  };
}

/** The first of the model's summaries that holds every filter, if any does. */
function summarySourceFor(model: Model, filters: ParsedFilters): Source | null {
  for (const plan of summaryPlans(model)) {
    const where = summaryFilterExpression(model, plan, filters);
    if (where) return summarySource(plan.table, where);
  }
  return null;
}

const toNumber = (value: unknown): number => Number(value ?? 0) || 0;
const roundCount = (value: number): number => Math.round(value);
const roundMoney = (value: number): number => Math.round(value * 100) / 100;

/**
 * The figures of a search: from the running summary when it holds the filters (exact and cheap); else,
 * when estimating is allowed and a sample of the table shows at least `estimateAbove` matches, that
 * sample scaled up; else counted over the table.
 */
export async function aggregate(
  db: Kysely<any>,
  model: Model,
  filters: ParsedFilters,
  language: Language,
  now = new Date(),
  options: AggregateOptions = {},
): Promise<Aggregates> {
  const summary = summarySourceFor(model, filters);
  if (summary) return aggregateFrom(db, model, summary, language, now);
  const { estimateAbove } = options;
  const sample = estimateAbove === undefined ? null : await tableSample(db, model.table, estimateAbove);
  if (sample && estimateAbove !== undefined) {
    const estimate = await aggregateFrom(db, model, sampleSource(model, filters, sample), language, now);
    if (estimate.total >= estimateAbove) return { ...estimate, estimated: true };
  }
  return aggregateFrom(db, model, tableSource(model, filters), language, now);
}

/**
 * One grouped query answers the count, the sums and the 12 monthly counts (grouped by the first
 * count-by column, so a second pass is needed only for a further count-by total).
 */
async function aggregateFrom(
  db: Kysely<any>,
  model: Model,
  source: Source,
  language: Language,
  now: Date,
): Promise<Aggregates> {
  const countBys = model.totals.flatMap((total) => (total.kind === 'countBy' ? [total] : []));
  const sums = model.totals.flatMap((total, index) => (total.kind === 'sum' ? [{ column: total.column, index }] : []));
  const months = model.switches.chartable ? lastTwelveMonths(now) : [];

  const grouped = async (column: string | null, withSumsAndMonths: boolean) => {
    const selections: AliasedRawBuilder<unknown, string>[] = [source.count.as('total')];
    if (withSumsAndMonths) {
      for (const { column: summed, index } of sums) selections.push(source.sum(summed).as(`s${index}`));
      months.forEach((month, index) => selections.push(source.countWithin(month.start, month.end).as(`m${index}`)));
    }
    if (column !== null) selections.push(sql`${sql.ref(column)}`.as('grouped'));
    let query = source.from(db).select(selections).where(source.where);
    if (column !== null) query = query.groupBy(column);
    return (await query.execute()) as Record<string, unknown>[];
  };

  const main = await grouped(countBys[0]?.column ?? null, true);
  const { scale } = source;
  const total = roundCount(scale * main.reduce((sum, row) => sum + toNumber(row.total), 0));
  const totals: Aggregates['totals'] = {};
  for (const [position, spec] of model.totals.entries()) {
    const label = spec.label[language];
    if (spec.kind === 'count') totals[label] = total;
    if (spec.kind === 'sum')
      totals[label] = roundMoney(scale * main.reduce((sum, row) => sum + toNumber(row[`s${position}`]), 0));
    if (spec.kind === 'countBy') {
      const rows = spec.column === countBys[0].column ? main : await grouped(spec.column, false);
      const counts = new Map(rows.map((row) => [String(row.grouped), roundCount(scale * toNumber(row.total))]));
      totals[label] = Object.fromEntries(
        spec.options.map((option) => [option.label[language], counts.get(String(option.value)) ?? 0]),
      );
    }
  }
  const counts = months.map((_, index) =>
    roundCount(scale * main.reduce((sum, row) => sum + toNumber(row[`m${index}`]), 0)),
  );
  return { total, totals, charts: { months: months.map((month) => month.label), counts } };
}
