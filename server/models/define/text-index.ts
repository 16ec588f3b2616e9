// A substring index for "contains" filters on large tables, so a text search reads a few index pages
// instead of every row: SQLite's FTS5 trigram table (kept in step by triggers) or, on PostgreSQL,
// a pg_trgm GIN index that the plain LIKE uses by itself.
import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '../../db/portable';
import type { Model } from './types';

export function textIndexTable(model: Model): string {
  return `${model.table}_text`;
}

/** FTS5 trigram matches LIKE only for patterns of three characters or more, without wildcards to escape. */
export function textIndexServes(model: Model, columns: readonly string[], text: string): boolean {
  const indexed = model.textIndex ?? [];
  return (
    columns.length > 0 &&
    columns.every((column) => indexed.includes(column)) &&
    [...text].length >= 3 &&
    !/[\\%_]/.test(text)
  );
}

export function textIndexMigration(model: Model): Migration {
  const columns = model.textIndex ?? [];
  const table = textIndexTable(model);
  const list = columns.map((column) => `"${column}"`).join(', ');
  const values = (row: 'new' | 'old') => columns.map((column) => `${row}."${column}"`).join(', ');
  return {
    async up(db: Kysely<any>) {
      if (isPostgres(db)) {
        // The extension may be missing or need rights this database user lacks: LIKE then reads the table.
        await sql.raw('savepoint text_index').execute(db);
        try {
          await sql.raw('create extension if not exists pg_trgm').execute(db);
          for (const column of columns) {
            await sql
              .raw(
                `create index "${model.table}_${column}_trgm" on "${model.table}" using gin (lower("${column}") gin_trgm_ops)`,
              )
              .execute(db);
          }
          await sql.raw('release savepoint text_index').execute(db);
        } catch {
          await sql.raw('rollback to savepoint text_index').execute(db);
        }
        return;
      }
      await sql
        .raw(
          `create virtual table ${table} using fts5(${list}, content='${model.table}', content_rowid='id', tokenize='trigram')`,
        )
        .execute(db);
      await sql.raw(`insert into ${table}(${table}) values ('rebuild')`).execute(db);
      const remove = `insert into ${table}(${table}, rowid, ${list}) values ('delete', old.id, ${values('old')})`;
      const add = `insert into ${table}(rowid, ${list}) values (new.id, ${values('new')})`;
      await sql.raw(`create trigger ${table}_insert after insert on ${model.table} begin ${add}; end`).execute(db);
      await sql.raw(`create trigger ${table}_delete after delete on ${model.table} begin ${remove}; end`).execute(db);
      await sql
        .raw(`create trigger ${table}_update after update of ${list} on ${model.table} begin ${remove}; ${add}; end`)
        .execute(db);
    },
    async down(db: Kysely<any>) {
      if (isPostgres(db)) {
        for (const column of columns) await sql.raw(`drop index if exists "${model.table}_${column}_trgm"`).execute(db);
        return;
      }
      await sql.raw(`drop table if exists ${table}`).execute(db);
    },
  };
}
