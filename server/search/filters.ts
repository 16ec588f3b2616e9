// Request filters → checked conditions → a Kysely WHERE expression. Column names come only from the
// declaration; every value is a bound parameter.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Language } from '../http/language';
import type { ColumnKind, FieldSpec, Model, RangeSpec } from '../models/define/types';
import { echoable, fail } from './context';
import { parseDateBound } from './dates';
import { textIndexServes, textIndexTable } from '../models/define/text-index';

export type Condition =
  | { kind: 'in'; column: string; values: (string | number)[] }
  | {
      kind: 'contains';
      columns: readonly string[];
      text: string /** a substring index that answers it */;
      textIndex?: string;
    }
  | { kind: 'compare'; column: string; operator: '>=' | '<=' | '<'; value: string | number }
  /** Rows whose id the link table pairs with one of `values`. */
  | { kind: 'linked'; table: string; owner: string; column: string; values: number[] };

export interface ParsedFilters {
  /** true: trashed rows only; false: live rows only. */
  trash: boolean;
  conditions: Condition[];
}

const MAX_VALUES = 200;
const MAX_TEXT = 200;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function parseTrash(language: Language, value: unknown): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || isEmpty(value)) return false;
  throw fail(language, 400, 'models.invalid_filter_value', { field: 'show_trash' });
}

/** A scalar converted to the column's storage kind, or undefined when it does not fit. */
function typedValue(kind: ColumnKind, value: unknown): string | number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (kind === 'integer' || kind === 'flag' || kind === 'decimal' || kind === 'coordinate') {
    const number = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
    if (!Number.isFinite(number)) return undefined;
    if ((kind === 'integer' || kind === 'flag') && !Number.isInteger(number)) return undefined;
    return number;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const text = String(value);
  // PostgreSQL text cannot hold NUL characters.
  return text.length <= MAX_TEXT && !text.includes('\u0000') ? text : undefined;
}

function fieldCondition(
  language: Language,
  model: Model,
  field: FieldSpec,
  raw: unknown,
  options: FilterOptions,
): Condition {
  const invalid = () => fail(language, 400, 'models.invalid_filter_value', { field: field.label[language] });
  const column = field.column ?? field.name;
  if (field.type === 'varchar' && field.searchable) {
    if (typeof raw !== 'string' && typeof raw !== 'number') throw invalid();
    const text = String(raw).trim();
    if (text.length > MAX_TEXT || text.includes('\u0000')) throw invalid();
    const columns = field.columns ?? [column];
    // The SQLite index is a separate table the query must name; PostgreSQL's LIKE finds its index itself.
    const textIndex =
      options.textIndexTable && textIndexServes(model, columns, text) ? textIndexTable(model) : undefined;
    return { kind: 'contains', columns, text, ...(textIndex ? { textIndex } : {}) };
  }
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > MAX_VALUES) throw invalid();
  if (field.linked) {
    const values = list.map((item) => typedValue('integer', item));
    if (values.some((value) => value === undefined)) throw invalid();
    return { kind: 'linked', ...field.linked, values: values as number[] };
  }
  const kind = model.storage[column].kind;
  const values = list.map((item) => {
    if (field.options) {
      const option = field.options.find((candidate) => String(candidate.value) === String(item));
      if (!option || (typeof item !== 'string' && typeof item !== 'number')) throw invalid();
      return option.value;
    }
    const value = typedValue(field.remote ? 'integer' : kind, item);
    if (value === undefined) throw invalid();
    return value;
  });
  return { kind: 'in', column, values };
}

function rangeCondition(
  language: Language,
  model: Model,
  range: RangeSpec,
  bound: 'from' | 'to',
  raw: unknown,
): Condition {
  const column = range.column ?? range.name;
  const kind = model.storage[column].kind;
  const invalid = () => fail(language, 400, 'models.invalid_filter_value', { field: range.label[language] });
  if (range.type === 'bigint') {
    const value = typedValue('decimal', raw);
    if (value === undefined) throw invalid();
    return { kind: 'compare', column, operator: bound === 'from' ? '>=' : '<=', value };
  }
  const parsed = typeof raw === 'string' ? parseDateBound(raw, bound, kind === 'date' ? 'date' : 'timestamp') : null;
  if (!parsed) throw invalid();
  return { kind: 'compare', column, operator: parsed.operator, value: parsed.value };
}

/** Checks `filters` against the declaration: unknown names, wrong types and unknown options are 400s. */
export interface FilterOptions {
  /** The database keeps substring indexes in tables of their own (SQLite's FTS5). */
  textIndexTable?: boolean;
}

export function parseFilters(
  language: Language,
  model: Model,
  filters: unknown,
  options: FilterOptions = {},
): ParsedFilters {
  if (filters === undefined || filters === null) return { trash: false, conditions: [] };
  if (typeof filters !== 'object' || Array.isArray(filters)) throw fail(language, 400, 'models.invalid_filters');
  const parsed: ParsedFilters = { trash: false, conditions: [] };
  for (const [name, raw] of Object.entries(filters as Record<string, unknown>)) {
    if (name === 'show_trash') {
      parsed.trash = parseTrash(language, raw);
      continue;
    }
    const field = model.fields.find((candidate) => candidate.name === name);
    const rangeMatch = /^(.+)_(from|to)$/.exec(name);
    const range = rangeMatch ? model.ranges.find((candidate) => candidate.name === rangeMatch[1]) : undefined;
    if (!field && !range) {
      const shown = echoable(name);
      throw shown
        ? fail(language, 400, 'models.unknown_filter', { name: shown })
        : fail(language, 400, 'models.unknown_filter_plain');
    }
    if (isEmpty(raw)) continue;
    if (field) {
      const condition = fieldCondition(language, model, field, raw, options);
      if (condition.kind !== 'contains' || condition.text !== '') parsed.conditions.push(condition);
    } else {
      parsed.conditions.push(rangeCondition(language, model, range!, rangeMatch![2] as 'from' | 'to', raw));
    }
  }
  return parsed;
}

/** `%text%` with LIKE's wildcards escaped (the escape character is a backslash on both dialects). */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function conditionExpression(eb: ExpressionBuilder<any, any>, condition: Condition): Expression<SqlBool> {
  switch (condition.kind) {
    case 'in':
      return condition.values.length === 1
        ? eb(condition.column, '=', condition.values[0])
        : eb(condition.column, 'in', condition.values);
    case 'compare':
      return eb(condition.column, condition.operator, condition.value);
    case 'linked':
      return eb(
        'id',
        'in',
        eb.selectFrom(condition.table).select(condition.owner).where(condition.column, 'in', condition.values),
      );
    case 'contains': {
      // lower() on both sides: case-insensitive on SQLite (ASCII) and PostgreSQL (Unicode) alike.
      const pattern = likePattern(condition.text);
      const { textIndex } = condition;
      if (textIndex) {
        // FTS5 trigram: LIKE on the index table is case-insensitive and needs no escapes (none are left).
        return eb.or(
          condition.columns.map(
            (column) =>
              sql<SqlBool>`${sql.ref('id')} in (select rowid from ${sql.table(textIndex)} where ${sql.ref(`${textIndex}.${column}`)} like ${`%${condition.text}%`})`,
          ),
        );
      }
      return eb.or(
        condition.columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`),
      );
    }
  }
}

/** The columns a condition reads. */
export function conditionColumns(condition: Condition): readonly string[] {
  if (condition.kind === 'linked') return ['id'];
  return condition.kind === 'contains' ? condition.columns : [condition.column];
}

/**
 * The WHERE expression of parsed filters, trash state included. Equality and range conditions on
 * `likelyColumns` are marked for SQLite's planner as usually true and not to be looked up by index: it then reads a
 * sorted page in order from an index that checks them as it goes, instead of collecting every match
 * through another index and sorting them all (hundreds of thousands of rows for a broad status filter).
 */
export function filterExpression(filters: ParsedFilters, likelyColumns: readonly string[] = []) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.and([
      eb('deleted_at', filters.trash ? 'is not' : 'is', null),
      ...filters.conditions.map((condition) => {
        const likely =
          likelyColumns.length > 0 && conditionColumns(condition).every((column) => likelyColumns.includes(column));
        if (!likely || condition.kind === 'contains') return conditionExpression(eb, condition);
        // `+column` keeps the planner from answering it through an index led by that column.
        const column = sql`+${sql.ref(condition.column)}`;
        if (condition.kind === 'compare') return eb(column, condition.operator, condition.value);
        return sql<SqlBool>`likelihood(${condition.values.length === 1 ? eb(column, '=', condition.values[0]) : eb(column, 'in', condition.values)}, ${sql.lit(0.9375)})`;
      }),
    ]);
}
