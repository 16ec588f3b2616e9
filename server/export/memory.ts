// Keeps an export's memory flat. Writing a file allocates tens of megabytes of short-lived buffers
// (exceljs's sheet chunks, compression output) that V8 frees only when its external-memory budget
// (about 64 MB) runs out, and that budget, not the rows, sets an export's peak memory. So between
// batches, once enough buffer memory has piled up, ask V8 for a full collection (a few milliseconds).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const BUFFER_GROWTH = 24 * 1024 * 1024;

let collector: (() => void) | null | undefined;

function garbageCollector(): (() => void) | null {
  if (collector !== undefined) return collector;
  try {
    // `gc` exists only in contexts created after this flag is set; the flag touches nothing else.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    collector = typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    collector = null;
  }
  return collector;
}

/** Returns a function to call between batches; it collects when buffers grew by more than ~24 MB. */
export function memoryKeeper(): () => void {
  let baseline = process.memoryUsage().arrayBuffers;
  return () => {
    const buffers = process.memoryUsage().arrayBuffers;
    if (buffers - baseline < BUFFER_GROWTH) return;
    garbageCollector()?.();
    baseline = process.memoryUsage().arrayBuffers;
  };
}
