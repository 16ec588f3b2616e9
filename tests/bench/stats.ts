// Small timing helpers for the benchmark.
import { performance } from 'node:perf_hooks';

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)];
}

/** Runs `task` `warmup` times unmeasured, then `runs` times; returns the sorted durations in ms. */
export async function timeRuns(task: () => Promise<unknown>, runs: number, warmup = 3): Promise<number[]> {
  for (let index = 0; index < warmup; index += 1) await task();
  const durations: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await task();
    durations.push(performance.now() - start);
  }
  return durations.sort((a, b) => a - b);
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export interface Summary {
  min: number;
  median: number;
  p95: number;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0] ?? NaN, median: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

export const verdict = (value: number, target: number) => (value <= target ? 'met' : 'missed');
