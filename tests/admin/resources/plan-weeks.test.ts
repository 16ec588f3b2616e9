// The planner's weeks: days grouped in order, extra days in the week they were added to, and each day's
// neighbours for the keyboard's day moves across week boundaries.
import { describe, expect, it } from 'vitest';
import type { PlanDay } from '../../../common/programmes/plan';
import { planWeeks } from '../../../src/resources/sub-programs/planWeeks';

const day = (key: string, week: number, items = 0): PlanDay => ({
  key,
  week,
  day: 1,
  rest: 0,
  items: Array.from({ length: items }, (_, index) => ({
    kind: 'exercise',
    ref_id: index + 1,
    sets: null,
    reps: null,
    duration_seconds: null,
    rest_seconds: null,
    notes: null,
  })),
});

describe('planWeeks', () => {
  it('groups the days by week in order, counting items, with neighbours across weeks', () => {
    const weeks = planWeeks([day('w1d1', 1, 2), day('v-x', 1, 1), day('w2d1', 2, 3)]);
    expect(
      weeks.map((week) => ({
        week: week.week,
        items: week.items,
        days: week.days.map(({ day, previousKey, nextKey }) => [day.key, previousKey, nextKey]),
      })),
    ).toEqual([
      {
        week: 1,
        items: 3,
        days: [
          ['w1d1', null, 'v-x'],
          ['v-x', 'w1d1', 'w2d1'],
        ],
      },
      { week: 2, items: 3, days: [['w2d1', 'v-x', null]] },
    ]);
  });

  it('has no weeks for no days', () => {
    expect(planWeeks([])).toEqual([]);
  });
});
