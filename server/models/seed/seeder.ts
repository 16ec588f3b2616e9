// Fills model tables with deterministic demo data, in registry order, inside one transaction.
import type { Kysely } from 'kysely';
import type { ColumnValue, Model } from '../define/types';
import { Random } from './random';

export interface SeedOptions {
  /** Share of each model's declared row count (0 < scale ≤ 1); tests use a small one. */
  scale?: number;
  /** Model names to seed (with the models they pick from); default all. */
  only?: readonly string[];
}

const DAY = 86_400_000;
// Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits for our widest tables.
const BATCH = 400;

/** `count` creation times over the last 365 days, oldest first, so ids grow with time. */
function creationTimes(random: Random, count: number, now: number): number[] {
  const times = Array.from({ length: count }, () => now - Math.floor(random.next() * 365 * DAY));
  return times.sort((a, b) => a - b);
}

async function seedModel(
  db: Kysely<any>,
  model: Model,
  random: Random,
  scale: number,
  ids: Map<string, number[]>,
): Promise<void> {
  const seed = model.seed;
  if (!seed) return;
  if ('custom' in seed) {
    await seed.custom(db, random);
    return;
  }
  const now = Date.now();
  const count = Math.max(1, Math.round(seed.count * scale));
  const times = creationTimes(random, count, now);
  const trashedShare = seed.trashed ?? 0.04;
  const disabledShare = seed.disabled ?? 0.1;
  const idsOf = (name: string): readonly number[] => {
    const list = ids.get(name);
    if (!list || list.length === 0) throw new Error(`The seed of ${model.name} needs ${name} seeded before it.`);
    return list;
  };
  let batch: Record<string, ColumnValue>[] = [];
  for (let index = 0; index < count; index += 1) {
    const createdAt = new Date(times[index]).toISOString();
    const row = seed.row({ index, random, createdAt, ids: idsOf, pick: (name) => random.pick(idsOf(name)) });
    const standard: Record<string, ColumnValue> = {
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: random.chance(trashedShare)
        ? new Date(times[index] + Math.floor(random.next() * (now - times[index]))).toISOString()
        : null,
    };
    if (model.enabled) standard.enabled = random.chance(disabledShare) ? 0 : 1;
    batch.push({ ...standard, ...row });
    if (batch.length === BATCH) {
      await db.insertInto(model.table).values(batch).execute();
      batch = [];
    }
  }
  if (batch.length > 0) await db.insertInto(model.table).values(batch).execute();
  if (seed.afterRows) {
    const own = (await db.selectFrom(model.table).select('id').orderBy('id').execute()).map((row) => Number(row.id));
    await seed.afterRows({ db, random, ids: (name) => (name === model.name ? own : idsOf(name)) });
  }
}

/** Seeds the given models (a fresh database is assumed); the same data every time for the same day. */
export async function seedAll(db: Kysely<any>, models: readonly Model[], options: SeedOptions = {}): Promise<void> {
  const scale = Math.min(1, Math.max(0.001, options.scale ?? 1));
  const wanted = options.only ? new Set(options.only) : null;
  const root = new Random(20_260_405);
  await db.transaction().execute(async (trx) => {
    const ids = new Map<string, number[]>();
    for (const model of models) {
      if (wanted && !wanted.has(model.name)) continue;
      await seedModel(trx, model, root.fork(model.name), scale, ids);
      const rows = await trx.selectFrom(model.table).select('id').orderBy('id').execute();
      ids.set(
        model.name,
        rows.map((row) => Number(row.id)),
      );
    }
  });
}
