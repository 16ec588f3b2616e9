// Waiting on an export's output without outliving it: once the response is closed (finished, failed
// or the client went away) the writer stops instead of waiting for a 'drain' that never comes.
import type { Writable } from 'node:stream';

export class ExportAborted extends Error {
  constructor() {
    super('export stopped: the response was closed');
    this.name = 'ExportAborted';
  }
}

export function stopIfClosed(output: Writable): void {
  if (output.destroyed) throw new ExportAborted();
}

/** Resolves once `output` can take more; throws ExportAborted when it is (or gets) closed. */
export async function drained(output: Writable): Promise<void> {
  stopIfClosed(output);
  if (!output.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (done: () => void) => () => {
      output.off('drain', onDrain);
      output.off('close', onClose);
      done();
    };
    const onDrain = settle(resolve);
    const onClose = settle(() => reject(new ExportAborted()));
    output.once('drain', onDrain);
    output.once('close', onClose);
  });
}
