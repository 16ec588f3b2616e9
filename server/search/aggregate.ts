// The exact total, the summary totals and the monthly chart of a filtered list, all over the list's
// own WHERE.
import { sql, type AliasedRawBuilder, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Language } from '../http/language';
import type { Model } from '../models/define/types';
import { filterExpression, type Condition, type ParsedFilters } from './filters';

export interface Aggregates {
  total: number;
  totals: Record<string, number | Record<string, number>>;
  charts: { months: string[]; counts: number[] };
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

/**
 * The filters narrowed to one month: the list's own bounds on the chart column are merged with the
 * month's into a single range (so an index serves it), or null when they do not overlap.
 */
export function withinMonth(filters: ParsedFilters, month: { start: string; end: string }): ParsedFilters | null {
  let lower = month.start;
  let upper = { value: month.end, inclusive: false };
  const others: Condition[] = [];
  for (const condition of filters.conditions) {
    if (condition.kind !== 'compare' || condition.column !== CHART_COLUMN || typeof condition.value !== 'string') {
      others.push(condition);
    } else if (condition.operator === '>=') {
      if (condition.value > lower) lower = condition.value;
    } else if (condition.value < upper.value || (condition.value === upper.value && condition.operator === '<')) {
      upper = { value: condition.value, inclusive: condition.operator === '<=' };
    }
  }
  if (lower > upper.value || (lower === upper.value && !upper.inclusive)) return null;
  return {
    trash: filters.trash,
    conditions: [
      ...others,
      { kind: 'compare', column: CHART_COLUMN, operator: '>=', value: lower },
      { kind: 'compare', column: CHART_COLUMN, operator: upper.inclusive ? '<=' : '<', value: upper.value },
    ],
  };
}

const toNumber = (value: unknown): number => Number(value ?? 0) || 0;
const roundMoney = (value: number): number => Math.round(value * 100) / 100;

/**
 * Counts and sums come from one grouped query (grouped by the first count-by-status column, which an
 * index led by that column answers in order); each chart month is a plain range count, which an index
 * on the filter columns and `created_at` answers without evaluating anything per row.
 */
export async function aggregate(db: Kysely<any>, model: Model, filters: ParsedFilters, language: Language, now = new Date()): Promise<Aggregates> {
  const where = filterExpression(filters) as (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;
  const countBys = model.totals.flatMap((total, index) => (total.kind === 'countBy' ? [{ total, index }] : []));
  const sums = model.totals.flatMap((total, index) => (total.kind === 'sum' ? [{ total, index }] : []));

  const grouped = async (column: string | null) => {
    const selections: AliasedRawBuilder<unknown, string>[] = [sql`count(*)`.as('total')];
    if (column === null || column === countBys[0]?.total.column) {
      sums.forEach(({ total, index }) => selections.push(sql`sum(${sql.ref((total as { column: string }).column)})`.as(`s${index}`)));
    }
    if (column !== null) selections.push(sql`${sql.ref(column)}`.as('grouped'));
    let query = db.selectFrom(model.table).select(selections).where(where);
    if (column !== null) query = query.groupBy(column);
    return (await query.execute()) as Record<string, unknown>[];
  };

  const main = await grouped(countBys[0]?.total.column ?? null);
  const total = main.reduce((sum, row) => sum + toNumber(row.total), 0);
  const totals: Aggregates['totals'] = {};
  for (const [position, spec] of model.totals.entries()) {
    const label = spec.label[language];
    if (spec.kind === 'count') totals[label] = total;
    if (spec.kind === 'sum') totals[label] = roundMoney(main.reduce((sum, row) => sum + toNumber(row[`s${position}`]), 0));
    if (spec.kind === 'countBy') {
      const rows = spec.column === countBys[0].total.column ? main : await grouped(spec.column);
      const counts = new Map(rows.map((row) => [String(row.grouped), toNumber(row.total)]));
      totals[label] = Object.fromEntries(spec.options.map((option) => [option.label[language], counts.get(String(option.value)) ?? 0]));
    }
  }

  const months = model.switches.chartable ? lastTwelveMonths(now) : [];
  const counts: number[] = [];
  for (const month of months) {
    const monthFilters = withinMonth(filters, month);
    if (!monthFilters) {
      counts.push(0);
      continue;
    }
    const row = await db
      .selectFrom(model.table)
      .select(sql`count(*)`.as('count'))
      .where(filterExpression(monthFilters) as (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>)
      .executeTakeFirst();
    counts.push(toNumber((row as Record<string, unknown> | undefined)?.count));
  }
  return { total, totals, charts: { months: months.map((month) => month.label), counts } };
}
