// The monthly chart's geometry: count axis steps, bars within the plot, month labels thinned on narrow screens.
import { describe, expect, it } from 'vitest';
import { chartLayout, countTicks } from '../../../src/list/summary/chartLayout';

describe('chart layout', () => {
  it.each([
    [0, [0, 1]],
    [3, [0, 1, 2, 3]],
    [7, [0, 2, 4, 6, 8]],
    [52, [0, 20, 40, 60]],
    [1000, [0, 500, 1000]],
  ])('counts up to %i are marked at %j', (largest, ticks) => {
    expect(countTicks(largest)).toEqual(ticks);
  });

  it('keeps the bars inside the plot and leaves the count labels room for their digits', () => {
    const layout = chartLayout([5, 120_000], 600, false, (value) => value.toLocaleString('en-US'));
    expect(layout.ticks.at(-1)!.label).toBe('150,000');
    expect(layout.plotStart).toBeGreaterThanOrEqual(7 * '150,000'.length);
    for (const bar of layout.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(layout.plotStart);
      expect(bar.x + bar.width).toBeLessThanOrEqual(layout.plotEnd);
      expect(bar.y + bar.height).toBe(layout.plotBottom);
    }
  });

  it('labels every month when there is room, and every other one (the newest kept) when narrow', () => {
    const counts = Array.from({ length: 12 }, (_, index) => index);
    expect(chartLayout(counts, 1000, false).bars.every((bar) => bar.labelShown)).toBe(true);
    const narrow = chartLayout(counts, 420, false).bars.map((bar) => bar.labelShown);
    expect(narrow.at(-1)).toBe(true);
    expect(narrow.filter(Boolean).length).toBeLessThan(12);
    expect(narrow.filter(Boolean).length).toBeGreaterThanOrEqual(4);
  });
});
