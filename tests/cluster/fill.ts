// Rows for the cluster run's export and bulk actions: cities, inserted by PostgreSQL itself.
import type pg from 'pg';

export async function fillCities(db: pg.Pool, rows: number): Promise<void> {
  await db.query(
    `insert into cities (name_en, name_ar, country, enabled, created_at, updated_at)
     select 'City ' || n, 'مدينة ' || n, 'EG', 1, to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
     from generate_series(1, $1) as n`,
    [rows],
  );
}
