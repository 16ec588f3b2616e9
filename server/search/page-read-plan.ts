// How SQLite reads one sorted page of a large table. Given bound values, its planner often picks the
// wrong one of two ways: reading the sort column's index in order and checking the filters as it goes
// (instant when matches are common, a whole-table walk when they are rare or lie at the far end), or
// collecting the matches through a filter's index and sorting them (bounded by the number of matches).
// The list has already counted the matches, so it chooses and tells the planner.
import type { ListContext } from './context';
import { conditionColumns } from './filters';
import type { ListQuery, SortTerm } from './request';

export interface PageReadPlan {
  /** Conditions on these columns are checked inside the sort index: mark them as no reason to leave it. */
  likelyColumns: readonly string[];
  /** Sort the matches instead of walking the sort index (the ORDER BY column is written as `+column`). */
  sortMatches: boolean;
}

/** Sorting this many matching ids costs tens of milliseconds; more, and the ordered walk is safer. */
export const SORT_MATCHES_LIMIT = 100_000;

const LEAVE_TO_PLANNER: PageReadPlan = { likelyColumns: [], sortMatches: false };

export function pageReadPlan(context: ListContext, query: ListQuery, first: SortTerm, matches?: number): PageReadPlan {
  if (context.dialect !== 'sqlite' || first.column === 'id') return LEAVE_TO_PLANNER;
  const index = query.model.indexes.find((columns) => columns[0] === first.column && columns[1] === 'id');
  if (!index) return LEAVE_TO_PLANNER;
  const inIndex = [first.column, ...index.slice(2)];
  // Every filter checked inside the index: the walk never touches the table and stops at the page.
  if (
    query.filters.conditions.every((condition) =>
      conditionColumns(condition).every((column) => inIndex.includes(column)),
    )
  ) {
    return { likelyColumns: index.slice(2), sortMatches: false };
  }
  // A filter that needs the table: walking the index could read most of it to find a few matches.
  if (matches !== undefined && matches <= SORT_MATCHES_LIMIT) return { likelyColumns: [], sortMatches: true };
  // So many matches that the walk meets one every few rows, while collecting them to sort would read
  // them all: the other filters are checked on the way (a range on the sort column still bounds it).
  if (matches !== undefined) {
    const others = query.filters.conditions
      .filter((condition) => condition.kind !== 'contains')
      .flatMap(conditionColumns)
      .filter((column) => column !== first.column);
    return { likelyColumns: others, sortMatches: false };
  }
  return LEAVE_TO_PLANNER;
}
