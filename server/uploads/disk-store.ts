// Files in a folder under the data directory: the default store of a single node.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadStore } from './store';

export function diskStore(folder: string): UploadStore {
  return {
    kind: 'disk',
    async put(name, bytes) {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, name), bytes, { flag: 'wx' });
    },
    async putFile(name, path) {
      await mkdir(folder, { recursive: true });
      await copyFile(path, join(folder, name));
    },
    async remove(name) {
      await rm(join(folder, name), { force: true });
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
