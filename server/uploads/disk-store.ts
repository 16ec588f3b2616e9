// Uploads under <dataDir>/uploads: the default store of a single node.
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadStore } from './store';

export function diskStore(folder: string): UploadStore {
  return {
    kind: 'disk',
    async put(name, bytes) {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, name), bytes, { flag: 'wx' });
    },
    async open(name) {
      const path = join(folder, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { size: info.size, body: createReadStream(path) };
    },
    close() {},
  };
}
