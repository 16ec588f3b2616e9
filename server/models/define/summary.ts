// A model's running summary tables: one row per creation day, trash state and value of each summary
// dimension, holding the row count and the declared sums. Triggers keep it exact inside the same
// transaction as every insert, update and delete, so it never disagrees with the table.
import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../../db/portable';
import type { Model } from './types';

export interface SummaryDimension {
  column: string;
  /** Dates and timestamps are kept by day (`YYYY-MM-DD`). */
  byDay: boolean;
}

export interface SummaryPlan {
  table: string;
  /** `created_at` (by day) first, then the declared dimensions. */
  dimensions: SummaryDimension[];
  /** Columns of the model's sum totals; the summary holds `sum_<column>`. */
  sums: string[];
}

export const CHART_DAY_COLUMN = 'created_at';

/** The model's summaries, smallest first as declared; each table is named after its dimensions. */
export function summaryPlans(model: Model): SummaryPlan[] {
  return (model.summaries ?? []).map((declared) => {
    const columns = [CHART_DAY_COLUMN, ...declared.filter((column) => column !== CHART_DAY_COLUMN)];
    return {
      table: `${model.table}_by_${columns.slice(1).join('_') || 'day'}`,
      dimensions: columns.map((column) => {
        const kind = model.storage[column]?.kind;
        return { column, byDay: kind === 'timestamp' || kind === 'date' };
      }),
      sums: model.totals.flatMap((total) => (total.kind === 'sum' ? [total.column] : [])),
    };
  });
}

/** Declaration mistakes the summary cannot work with, for the registry's start-up check. */
export function summaryProblems(model: Model): string[] {
  const problems: string[] = [];
  for (const dimensions of model.summaries ?? []) {
    for (const column of dimensions) {
      const stored = model.storage[column];
      if (!stored) problems.push(`summary dimension "${column}" is not a column`);
      else if (stored.nullable) problems.push(`summary dimension "${column}" must be a not-null column`);
    }
    for (const total of model.totals) {
      if (total.kind === 'countBy' && !dimensions.includes(total.column)) {
        problems.push(`countBy total on "${total.column}" needs it as a dimension of every summary`);
      }
    }
  }
  return problems;
}

const ident = (name: string) => `"${name}"`;

function sourceValue(row: 'NEW' | 'OLD', dimension: SummaryDimension): string {
  const ref = `${row}.${ident(dimension.column)}`;
  return dimension.byDay ? `substr(${ref}, 1, 10)` : ref;
}

const trashedValue = (row: 'NEW' | 'OLD') => `case when ${row}.deleted_at is null then 0 else 1 end`;

function keyColumns(plan: SummaryPlan): string[] {
  return [...plan.dimensions.map((dimension) => dimension.column), 'trashed'];
}

/** Adds one row (NEW) to its summary group, creating the group when it is the first. */
function addStatement(plan: SummaryPlan): string {
  const columns = [...keyColumns(plan), 'row_count', ...plan.sums.map((sum) => `sum_${sum}`)];
  const values = [
    ...plan.dimensions.map((dimension) => sourceValue('NEW', dimension)),
    trashedValue('NEW'),
    '1',
    ...plan.sums.map((sum) => `coalesce(NEW.${ident(sum)}, 0)`),
  ];
  const updates = ['row_count', ...plan.sums.map((sum) => `sum_${sum}`)].map(
    (column) => `${ident(column)} = ${plan.table}.${ident(column)} + excluded.${ident(column)}`,
  );
  return `insert into ${plan.table} (${columns.map(ident).join(', ')}) values (${values.join(', ')})
    on conflict (${keyColumns(plan).map(ident).join(', ')}) do update set ${updates.join(', ')}`;
}

/** Takes one row (OLD) out of its group; a group that reaches zero stays, holding zeros. */
function removeStatement(plan: SummaryPlan): string {
  const updates = [
    'row_count = row_count - 1',
    ...plan.sums.map((sum) => `${ident(`sum_${sum}`)} = ${ident(`sum_${sum}`)} - coalesce(OLD.${ident(sum)}, 0)`),
  ];
  const matches = [
    ...plan.dimensions.map((dimension) => `${ident(dimension.column)} = ${sourceValue('OLD', dimension)}`),
    `trashed = ${trashedValue('OLD')}`,
  ];
  return `update ${plan.table} set ${updates.join(', ')} where ${matches.join(' and ')}`;
}

/** Columns whose change moves a row between groups or changes a sum. */
function watchedColumns(plan: SummaryPlan): string {
  return [...plan.dimensions.map((dimension) => dimension.column), 'deleted_at', ...plan.sums].map(ident).join(', ');
}

function triggerStatements(plan: SummaryPlan, table: string, postgres: boolean): string[] {
  if (postgres) {
    const fn = `${plan.table}_sync`;
    return [
      `create function ${fn}() returns trigger language plpgsql as $$
       begin
         if tg_op in ('UPDATE', 'DELETE') then ${removeStatement(plan)}; end if;
         if tg_op in ('INSERT', 'UPDATE') then ${addStatement(plan)}; end if;
         return null;
       end $$`,
      `create trigger ${fn} after insert or delete or update of ${watchedColumns(plan)} on ${table} for each row execute function ${fn}()`,
    ];
  }
  return [
    `create trigger ${plan.table}_insert after insert on ${table} begin ${addStatement(plan)}; end`,
    `create trigger ${plan.table}_delete after delete on ${table} begin ${removeStatement(plan)}; end`,
    `create trigger ${plan.table}_update after update of ${watchedColumns(plan)} on ${table} begin ${removeStatement(plan)}; ${addStatement(plan)}; end`,
  ];
}

/** Creates the summary table, fills it from the rows already there, then installs the triggers. */
export function summaryMigration(model: Model, plan: SummaryPlan): Migration {
  return {
    async up(db: Kysely<any>) {
      const postgres = isPostgres(db);
      let table = db.schema.createTable(plan.table);
      for (const dimension of plan.dimensions) {
        table = table.addColumn(
          dimension.column,
          dimension.byDay
            ? 'varchar(10)'
            : model.storage[dimension.column].kind === 'string'
              ? 'varchar(255)'
              : 'integer',
          (column) => column.notNull(),
        );
      }
      table = table
        .addColumn('trashed', 'integer', (column) => column.notNull())
        .addColumn('row_count', 'integer', (column) => column.notNull());
      for (const sum of plan.sums)
        table = table.addColumn(`sum_${sum}`, 'numeric(14, 2)', (column) => column.notNull());
      await table.execute();
      await db.schema.createIndex(`${plan.table}_key`).on(plan.table).columns(keyColumns(plan)).unique().execute();
      const groupedValues = [
        ...plan.dimensions.map((dimension) =>
          dimension.byDay ? `substr(${ident(dimension.column)}, 1, 10)` : ident(dimension.column),
        ),
        'case when deleted_at is null then 0 else 1 end',
      ];
      await sql
        .raw(
          `insert into ${plan.table} (${[...keyColumns(plan), 'row_count', ...plan.sums.map((sum) => `sum_${sum}`)].map(ident).join(', ')})
           select ${[...groupedValues, 'count(*)', ...plan.sums.map((sum) => `coalesce(sum(${ident(sum)}), 0)`)].join(', ')}
           from ${model.table} group by ${groupedValues.join(', ')}`,
        )
        .execute(db);
      for (const statement of triggerStatements(plan, model.table, postgres)) await sql.raw(statement).execute(db);
    },
    async down(db: Kysely<any>) {
      if (isPostgres(db)) await sql.raw(`drop function if exists ${plan.table}_sync() cascade`).execute(db);
      await db.schema.dropTable(plan.table).ifExists().execute();
    },
  };
}
