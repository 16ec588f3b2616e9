// The exercise library at scale: 5,000 categories holding 50,000 attached exercises. Times
// `GET exercise/categories/hierarchy` (target ≤ 150 ms) and a paste of a 1,000-category branch with its
// attached exercises, one transaction (target ≤ 1 s). SQLite, or PostgreSQL with TEST_DATABASE_URL.
import type { Kysely } from 'kysely';
import { createTestApp } from '../server/helpers';
import { ms, summarize, timeRuns, verdict } from './stats';

const TOPS = 19;
const CHILDREN = 10;
const GRANDCHILDREN = 20;
/** The branch pasted: a root, 37 children, 26 grandchildren each = 1,000 categories. */
const BRANCH = { children: 37, grandchildren: 26 };
const ATTACHED_TOTAL = 50_000;

async function insertMany(db: Kysely<any>, table: string, rows: Record<string, unknown>[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const part = await db
      .insertInto(table)
      .values(rows.slice(start, start + 500))
      .returning('id')
      .execute();
    ids.push(...part.map((row) => Number(row.id)));
  }
  return ids;
}

/** Categories level by level; returns the leaves. */
async function buildTree(
  db: Kysely<any>,
  now: string,
): Promise<{ leaves: number[]; branchRoot: number; count: number }> {
  const category = (name: string, parent: number | null, order: number) => ({
    name_en: name,
    name_ar: `تصنيف ${name}`,
    parent_id: parent,
    sort_order: order,
    image: null,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
  const tops = await insertMany(
    db,
    'exercise_categories',
    Array.from({ length: TOPS + 1 }, (_, i) => category(`Top ${i}`, null, i + 1)),
  );
  const branchRoot = tops[TOPS];
  const levelTwo = [
    ...tops
      .slice(0, TOPS)
      .flatMap((top) => Array.from({ length: CHILDREN }, (_, i) => category(`Child ${top}-${i}`, top, i + 1))),
    ...Array.from({ length: BRANCH.children }, (_, i) => category(`Branch ${i}`, branchRoot, i + 1)),
  ];
  const twos = await insertMany(db, 'exercise_categories', levelTwo);
  const threes = await insertMany(
    db,
    'exercise_categories',
    twos.flatMap((parent, index) => {
      const count = index < TOPS * CHILDREN ? GRANDCHILDREN : BRANCH.grandchildren;
      return Array.from({ length: count }, (_, i) => category(`Leaf ${parent}-${i}`, parent, i + 1));
    }),
  );
  return { leaves: threes, branchRoot, count: tops.length + twos.length + threes.length };
}

export async function benchLibrary(): Promise<void> {
  const dialect = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const t = await createTestApp();
  try {
    const db = t.db as unknown as Kysely<any>;
    const now = new Date().toISOString();
    const [exercise] = await insertMany(db, 'exercises', [
      {
        name_en: 'Bench press',
        name_ar: 'ضغط البنش',
        primary_muscle: 'chest',
        equipment: 'barbell',
        difficulty: 'beginner',
        kind: 'reps',
        sets: 3,
        rest_seconds: 60,
        enabled: 1,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      },
    ]);
    const { leaves, branchRoot, count } = await buildTree(db, now);
    const attached = Array.from({ length: ATTACHED_TOTAL }, (_, i) => ({
      exercise_id: exercise,
      category_id: leaves[i % leaves.length],
      round_id: null,
      sort_order: Math.floor(i / leaves.length) + 1,
      sets: null,
      reps: null,
      duration_seconds: null,
      rest_seconds: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    }));
    for (let start = 0; start < attached.length; start += 500)
      await db
        .insertInto('attached_exercises')
        .values(attached.slice(start, start + 500))
        .execute();
    console.log(`\nExercise library on ${dialect}: ${count} categories, ${ATTACHED_TOTAL} attached exercises`);

    const headers = t.auth(await t.login());
    let bytes = 0;
    const hierarchy = summarize(
      await timeRuns(
        async () => {
          const res = await t.app.inject({
            method: 'GET',
            url: '/api/v1/admin/exercise/categories/hierarchy',
            headers,
          });
          if (res.statusCode !== 200) throw new Error(`hierarchy answered ${res.statusCode}`);
          bytes = res.rawPayload.length;
        },
        Number(process.env.BENCH_RUNS ?? 20),
      ),
    );
    console.log(
      `GET exercise/categories/hierarchy (${(bytes / 1024).toFixed(0)} KB): median ${ms(hierarchy.median)}, p95 ${ms(hierarchy.p95)} — target 150 ms: ${verdict(hierarchy.p95, 150)}`,
    );

    const branchLeaves = leaves.slice(-BRANCH.children * BRANCH.grandchildren);
    const branchAttached = attached.filter((row) => branchLeaves.includes(row.category_id)).length;
    const paste = summarize(
      await timeRuns(
        async () => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/v1/admin/exercise/paste-exercise-category',
            headers,
            payload: { category_id: branchRoot, parent_id: null },
          });
          if (res.statusCode !== 201) throw new Error(`paste answered ${res.statusCode} ${res.body}`);
        },
        5,
        1,
      ),
    );
    console.log(
      `POST exercise/paste-exercise-category, 1000 categories + ${branchAttached} attached exercises: median ${ms(paste.median)}, p95 ${ms(paste.p95)} — target 1000 ms: ${verdict(paste.p95, 1000)}`,
    );
  } finally {
    await t.close();
  }
}
