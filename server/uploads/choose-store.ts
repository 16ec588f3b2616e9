// The stores a node uses: the bucket when one is configured, else the local disk.
import { join } from 'node:path';
import type { Config } from '../config';
import { uploadsDir } from '../http/image-files';
import { diskStore } from './disk-store';
import { s3Store } from './s3-store';
import type { UploadStore } from './store';

export function chooseUploadStore(config: Config): UploadStore {
  return config.objectStorage ? s3Store(config.objectStorage) : diskStore(uploadsDir(config.dataDir));
}

/** Export files: `exports/` in the bucket, or <dataDir>/exports. */
export function chooseExportStore(config: Config): UploadStore {
  const storage = config.objectStorage;
  return storage
    ? s3Store({ ...storage, prefix: `${storage.prefix}exports/` })
    : diskStore(join(config.dataDir, 'exports'));
}
