// Collects every request's outcome during the load run and prints the figures.
import { percentile } from '../bench/stats';

export interface Sample {
  shape: string;
  kind: 'search' | 'action';
  /** HTTP status, or 0 when no answer came (connection error, time-out). */
  status: number;
  ms: number;
}

const fixed = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

function latencyLine(samples: readonly Sample[]): string {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return `p50 ${fixed(percentile(sorted, 50)).padStart(7)}  p95 ${fixed(percentile(sorted, 95)).padStart(7)}  p99 ${fixed(percentile(sorted, 99)).padStart(7)}  max ${fixed(sorted.at(-1) ?? NaN).padStart(7)} ms`;
}

export function statusCounts(samples: readonly Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const sample of samples) counts[String(sample.status)] = (counts[String(sample.status)] ?? 0) + 1;
  return counts;
}

export function p95(samples: readonly Sample[]): number {
  return percentile(
    samples.map((sample) => sample.ms).sort((a, b) => a - b),
    95,
  );
}

export function printReport(samples: readonly Sample[], seconds: number, busyFailures: number): void {
  const errors = samples.filter((sample) => sample.status < 200 || sample.status >= 300);
  console.log(
    `\n${samples.length.toLocaleString('en-US')} requests in ${seconds.toFixed(1)} s: ${(samples.length / seconds).toFixed(1)} requests/s`,
  );
  for (const kind of ['search', 'action'] as const) {
    const part = samples.filter((sample) => sample.kind === kind);
    console.log(
      `  ${(kind === 'search' ? 'searches' : 'actions').padEnd(8)} ${String(part.length).padStart(6)}  ${(part.length / seconds).toFixed(1).padStart(6)}/s  ${latencyLine(part)}`,
    );
  }
  console.log(
    `  all      ${String(samples.length).padStart(6)}  ${(samples.length / seconds).toFixed(1).padStart(6)}/s  ${latencyLine(samples)}`,
  );
  console.log(`  statuses ${JSON.stringify(statusCounts(samples))}`);
  console.log(`  errors   ${errors.length === 0 ? 'none' : JSON.stringify(statusCounts(errors))}`);
  console.log(`  database-busy failures in the server log: ${busyFailures}`);

  const shapes = [...new Set(samples.map((sample) => sample.shape))]
    .map((shape) => ({ shape, part: samples.filter((sample) => sample.shape === shape) }))
    .sort((a, b) => p95(b.part) - p95(a.part));
  console.log('\n  by request shape (slowest p95 first)');
  for (const { shape, part } of shapes)
    console.log(`    ${shape.padEnd(32)} ${String(part.length).padStart(5)}  ${latencyLine(part)}`);
}
