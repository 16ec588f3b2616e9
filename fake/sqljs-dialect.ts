// Kysely's SQLite dialect over sql.js (SQLite compiled to WebAssembly): the shape of better-sqlite3 that
// Kysely's SqliteDialect asks for, so the server's queries run unchanged in a browser.
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type { BindParams, Database as SqlJsDatabase, SqlValue } from 'sql.js';

/** sql.js binds numbers, strings, bytes and null; booleans are stored as SQLite stores them, 0/1. */
function bindable(parameters: ReadonlyArray<unknown>): BindParams {
  return parameters.map((value): SqlValue => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (typeof value === 'bigint') return Number(value);
    return value as SqlValue;
  });
}

function statementOf(database: SqlJsDatabase, sql: string): SqliteStatement {
  const statement = database.prepare(sql);
  // Each query prepares its own statement and runs it once (Kysely's driver does so): free it afterwards.
  function* rows(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    try {
      statement.bind(bindable(parameters));
      while (statement.step()) yield statement.getAsObject();
    } finally {
      statement.free();
    }
  }
  return {
    reader: statement.getColumnNames().length > 0,
    all: (parameters) => [...rows(parameters)],
    iterate: rows,
    run(parameters) {
      try {
        statement.run(bindable(parameters));
      } finally {
        statement.free();
      }
      const changes = database.getRowsModified();
      const lastInsertRowid = Number(database.exec('select last_insert_rowid()')[0]?.values[0]?.[0] ?? 0);
      return { changes, lastInsertRowid };
    },
  };
}

export function sqlJsDialect(database: SqlJsDatabase): SqliteDialect {
  const adapter: SqliteDatabase = {
    prepare: (sql) => statementOf(database, sql),
    close: () => database.close(),
  };
  return new SqliteDialect({ database: adapter });
}
