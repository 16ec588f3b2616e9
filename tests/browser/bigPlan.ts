// The planner's largest plan, for its speed test and benchmark: 12 weeks, 6 training days a week with 8
// items a day (576 items), saved over a seeded sub-programme no other browser test writes to.
import type { Page } from 'playwright-core';

export const BIG_PLAN_SUB_PROGRAM = 34;

/** Saves the plan (again) through the page's session, and drops any draft, so each run starts the same. */
export async function seedBigPlan(page: Page): Promise<void> {
  await page.evaluate(async (id) => {
    localStorage.removeItem(`sub-program-draft:${id}`);
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
          : // Neighbouring days hold different exercises, so an item dragged to the next day stays there.
            Array.from({ length: 8 }, (_, slot) => ({
              kind: 'exercise',
              ref_id: slot + 1 + (index % 2) * 8,
              sets: 3,
              reps: 10,
            })),
    }));
    const saved = await fetch(`/api/v1/admin/subprograms/${id}/plan`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ version: loaded.data.version, days }),
    });
    if (!saved.ok) throw new Error(`plan not saved: ${saved.status}`);
  }, BIG_PLAN_SUB_PROGRAM);
}
