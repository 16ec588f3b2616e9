// A deterministic sample of a table for estimating a broad search: evenly spaced blocks of consecutive
// ids across the table's id span. The same table gives the same sample (no randomness, so paging and
// reloading show the same figures), and reading it costs a few hundred short index range reads.
import { sql, type Kysely, type RawBuilder } from 'kysely';

/** About this many ids are read; enough for a count within about 1% and monthly counts within a few %. */
export const SAMPLE_IDS = 20_000;
/** Spread over this many blocks, so every part of the table (and so every month) is represented. */
const SAMPLE_BLOCKS = 256;
/** A table is sampled only when the sample is at most this share of its id span. */
const SAMPLE_SHARE = 1 / 20;

export interface TableSample {
  /** `(values (lo, hi), …)`: the id ranges read, as a FROM item of two columns `column1`, `column2`. */
  ranges: RawBuilder<unknown>;
  /** Each sampled row stands for this many ids of the table. */
  scale: number;
}

/** The sample of `table` for a search expected to match at least `atLeast` rows, or null when there is none worth it. */
export async function tableSample(db: Kysely<any>, table: string, atLeast: number): Promise<TableSample | null> {
  // Two subqueries: SQLite reads min(id) or max(id) from the end of the index only when it is alone.
  const bounds = await db
    .selectNoFrom([
      sql<number | null>`(select min(id) from ${sql.table(table)})`.as('low'),
      sql<number | null>`(select max(id) from ${sql.table(table)})`.as('high'),
    ])
    .executeTakeFirst();
  if (bounds?.low === null || bounds?.low === undefined || bounds.high === null) return null;
  const low = Number(bounds.low);
  const span = Number(bounds.high) - low + 1;
  // A table with fewer ids than the threshold cannot match that many rows: counting it is cheap.
  if (span < atLeast) return null;
  const wanted = Math.min(SAMPLE_IDS, Math.floor(span * SAMPLE_SHARE));
  const blocks = Math.min(SAMPLE_BLOCKS, wanted);
  if (blocks < 1) return null;
  const blockSize = Math.floor(wanted / blocks);
  const stride = span / blocks;
  const ranges = Array.from({ length: blocks }, (_, index) => {
    const start = low + Math.floor(index * stride);
    // Literals, not parameters: PostgreSQL would type parameters of a VALUES list as text.
    return sql`(${sql.lit(start)}, ${sql.lit(start + blockSize - 1)})`;
  });
  return { ranges: sql`(values ${sql.join(ranges)})`, scale: span / (blocks * blockSize) };
}
