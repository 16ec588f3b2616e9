// The planner's speed: a 12-week, 6-day plan with 8 items a day, measured in real Chromium from the
// plan's answer to its last day drawn. The goal is 300 ms; docs/quality.md has the figures measured so
// far (above it), so this guards against getting worse than 3 s while the goal is still open.
import { describe, expect, it } from 'vitest';
import { browserSuite } from './suite';
import { translator } from './texts';

const suite = browserSuite();
// A seeded sub-programme no other browser test writes to.
const SUB_PROGRAM = 34;

describe('the day planner', () => {
  it('draws a 576-item plan within 3 s of its data arriving', async () => {
    const t = translator('en');
    const { context, page } = await suite.signedInPage('en');
    await page.goto('/default/dashboard/');
    await page.evaluate(async (id) => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem('access_token')}`,
        'Content-Type': 'application/json',
      };
      const loaded = await (await fetch(`/api/v1/admin/subprograms/${id}`, { headers })).json();
      const days = Array.from({ length: 84 }, (_, index) => ({
        key: `w${Math.floor(index / 7) + 1}d${(index % 7) + 1}`,
        week: Math.floor(index / 7) + 1,
        day: (index % 7) + 1,
        rest: index % 7 === 6 ? 1 : 0,
        items:
          index % 7 === 6
            ? []
            : Array.from({ length: 8 }, (_, slot) => ({ kind: 'exercise', ref_id: slot + 1, sets: 3, reps: 10 })),
      }));
      const saved = await fetch(`/api/v1/admin/subprograms/${id}/plan`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ version: loaded.data.version, days }),
      });
      if (!saved.ok) throw new Error(`plan not saved: ${saved.status}`);
    }, SUB_PROGRAM);

    const timings: number[] = [];
    for (let round = 0; round < 3; round++) {
      const answered = page.waitForResponse((response) => response.url().endsWith(`/subprograms/${SUB_PROGRAM}`));
      await page.goto(`/default/sub-programs-edit/${SUB_PROGRAM}`);
      await answered;
      const started = Date.now();
      await page
        .getByRole('region', { name: t('programmes.planner.day_title', { week: 12, day: 7 }), exact: true })
        .waitFor({ timeout: 20_000 });
      timings.push(Date.now() - started);
    }
    expect(await page.locator('section li[draggable="true"]').count()).toBe(576);
    const median = timings.sort((a, b) => a - b)[1];
    console.log(`planner drawn (576 items) median ${median} ms of ${timings.join(', ')} ms`);
    expect(median).toBeLessThan(3000);
    await context.close();
  });
});
