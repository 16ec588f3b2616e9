// Whether a list's filters can be answered from the model's running summary, and the summary's WHERE
// when they can: every condition must be on a summary column, with date bounds on whole days.
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { SummaryPlan } from '../models/define/summary';
import type { Model } from '../models/define/types';
import { conditionExpression, type Condition, type ParsedFilters } from './filters';

const MIDNIGHT = 'T00:00:00.000Z';
const LAST_MILLISECOND = 'T23:59:59.999Z';

/** A timestamp bound as the same bound on its day, or null when it falls inside a day. */
function dayBound(condition: Extract<Condition, { kind: 'compare' }>): Condition | null {
  if (typeof condition.value !== 'string') return null;
  const day = condition.value.slice(0, 10);
  const time = condition.value.slice(10);
  if ((condition.operator === '>=' || condition.operator === '<') && time === MIDNIGHT)
    return { ...condition, value: day };
  if (condition.operator === '<=' && time === LAST_MILLISECOND) return { ...condition, value: day };
  return null;
}

function summaryCondition(model: Model, plan: SummaryPlan, condition: Condition): Condition | null {
  // Text searches and link-table filters read rows no summary counts.
  if (condition.kind === 'contains' || condition.kind === 'linked') return null;
  const dimension = plan.dimensions.find((candidate) => candidate.column === condition.column);
  if (!dimension) return null;
  if (condition.kind === 'in') return dimension.byDay ? null : condition;
  if (!dimension.byDay) return null;
  return model.storage[condition.column].kind === 'date' ? condition : dayBound(condition);
}

export function summaryFilterExpression(model: Model, plan: SummaryPlan, filters: ParsedFilters) {
  const conditions: Condition[] = [];
  for (const condition of filters.conditions) {
    const converted = summaryCondition(model, plan, condition);
    if (!converted) return null;
    conditions.push(converted);
  }
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.and([
      eb('trashed', '=', filters.trash ? 1 : 0),
      ...conditions.map((condition) => conditionExpression(eb, condition)),
    ]);
}
