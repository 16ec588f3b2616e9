// Where the monthly chart draws things, as plain numbers (no React), so the geometry can be tested.

/** Spec 9. */
export const CHART_HEIGHT = 200;
/** Room for the month labels under the plot and a little air above and at its far end. */
const MONTH_ROW = 24;
const TOP = 8;
const END_PADDING = 12;
/** A month label needs about this much room; narrower months show every second (third…) label. */
const MONTH_LABEL_WIDTH = 56;
/** Share of a month's band the bar fills. */
const BAR_SHARE = 0.6;
/** Rough width of one character of a count label, to leave the count axis enough room. */
const DIGIT_WIDTH = 7;

/** Whole-number steps of 1, 2 or 5 × 10ⁿ, about four of them up to at least the largest count. */
export function countTicks(largest: number): number[] {
  const rough = Math.max(largest, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power,
  );
  const top = Math.max(step, Math.ceil(largest / step) * step);
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

export interface ChartBar {
  /** The month's whole band (the hover target) and the bar inside it. */
  bandX: number;
  bandWidth: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Centre of the month label, and whether it is shown. */
  labelX: number;
  labelShown: boolean;
}

export interface ChartLayout {
  width: number;
  height: number;
  plotTop: number;
  plotBottom: number;
  plotStart: number;
  plotEnd: number;
  bars: ChartBar[];
  ticks: Array<{ value: number; label: string; y: number }>;
  /** Where the count labels are anchored: beside the plot, on the left (or right, right to left). */
  tickLabelX: number;
  rtl: boolean;
}

/**
 * Months run left to right with the count axis on the left, or mirrored for right-to-left.
 * `formatCount` writes the axis labels (in the interface language's digits).
 */
export function chartLayout(
  counts: number[],
  width: number,
  rtl: boolean,
  formatCount: (value: number) => string = String,
  height = CHART_HEIGHT,
): ChartLayout {
  const ticks = countTicks(Math.max(0, ...counts)).map((value) => ({ value, label: formatCount(value) }));
  const axisGutter = 12 + DIGIT_WIDTH * Math.max(...ticks.map((tick) => tick.label.length));
  const plotTop = TOP;
  const plotBottom = height - MONTH_ROW;
  const plotStart = rtl ? END_PADDING : axisGutter;
  const plotEnd = rtl ? width - axisGutter : width - END_PADDING;
  const plotWidth = Math.max(plotEnd - plotStart, 0);
  const top = ticks[ticks.length - 1].value;
  const yOf = (value: number) => plotBottom - (value / top) * (plotBottom - plotTop);
  const bandWidth = counts.length ? plotWidth / counts.length : 0;
  const labelEvery = Math.max(1, Math.ceil(MONTH_LABEL_WIDTH / Math.max(bandWidth, 1)));
  const bars = counts.map((count, index) => {
    const bandX = rtl ? plotEnd - (index + 1) * bandWidth : plotStart + index * bandWidth;
    const barWidth = bandWidth * BAR_SHARE;
    const y = yOf(Math.max(count, 0));
    return {
      bandX,
      bandWidth,
      x: bandX + (bandWidth - barWidth) / 2,
      y,
      width: barWidth,
      height: plotBottom - y,
      labelX: bandX + bandWidth / 2,
      // Counted from the newest month, so the current month always keeps its label.
      labelShown: (counts.length - 1 - index) % labelEvery === 0,
    };
  });
  return {
    width,
    height,
    plotTop,
    plotBottom,
    plotStart,
    plotEnd,
    bars,
    ticks: ticks.map((tick) => ({ ...tick, y: yOf(tick.value) })),
    tickLabelX: rtl ? plotEnd + 6 : plotStart - 6,
    rtl,
  };
}
