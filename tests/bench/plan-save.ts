// The planner's save at its largest: a 12-week sub-programme, 6 training days a week with 8 items each
// (576 items), saved whole by `POST subprograms/{id}/plan` (target < 200 ms). SQLite, or PostgreSQL
// with TEST_DATABASE_URL.
import type { Kysely } from 'kysely';
import { createTestApp } from '../server/helpers';
import { ms, summarize, verdict } from './stats';

const RUNS = 20;

export async function benchPlanSave(): Promise<void> {
  const dialect = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const t = await createTestApp({ models: true });
  try {
    const db = t.db as unknown as Kysely<any>;
    const headers = t.auth(await t.login());
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/v1/admin/${url}`, headers, payload });
    const program = await db.selectFrom('programs').select('id').orderBy('id').executeTakeFirstOrThrow();
    // A day holds each library item once: eight different exercises a day.
    const exercises = await db.selectFrom('exercises').select('id').orderBy('id').limit(8).execute();
    const created = await post('subprograms', {
      program_id: program.id,
      name_en: 'Bench phase',
      name_ar: 'مرحلة القياس',
      weeks: 12,
      sort_order: 99,
    });
    const id = created.json().data.id;
    const days = Array.from({ length: 84 }, (_, index) => {
      const rest = index % 7 === 6;
      return {
        key: `w${Math.floor(index / 7) + 1}d${(index % 7) + 1}`,
        week: Math.floor(index / 7) + 1,
        day: (index % 7) + 1,
        rest: rest ? 1 : 0,
        items: rest ? [] : exercises.map((exercise) => ({ kind: 'exercise', ref_id: exercise.id, sets: 3, reps: 12 })),
      };
    });
    let version = 0;
    const durations: number[] = [];
    for (let run = 0; run < RUNS + 3; run += 1) {
      const started = performance.now();
      const res = await post(`subprograms/${id}/plan`, { version, days });
      if (res.statusCode !== 200) throw new Error(`plan save answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      if (run >= 3) durations.push(performance.now() - started);
      version = res.json().data.version;
    }
    const save = summarize(durations);
    console.log(
      `\nPlan save on ${dialect} (84 days, 576 items): median ${ms(save.median)}, p95 ${ms(save.p95)} — target 200 ms: ${verdict(save.p95, 200)}`,
    );
    const loads: number[] = [];
    for (let run = 0; run < RUNS + 3; run += 1) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/subprograms/${id}`, headers });
      if (res.statusCode !== 200) throw new Error(`plan load answered ${res.statusCode}`);
      if (run >= 3) loads.push(performance.now() - started);
    }
    const load = summarize(loads);
    console.log(`Plan load with the library names: median ${ms(load.median)}, p95 ${ms(load.p95)}`);
  } finally {
    await t.close();
  }
}
