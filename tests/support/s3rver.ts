// A real S3-protocol server (s3rver) in a temporary folder, for tests and the cluster run: the official
// SDK talks to it exactly as to a bucket elsewhere.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { ObjectStorageConfig } from '../../server/uploads/storage-config';

// s3rver's fixed credentials; the SDK reads them from the standard variables.
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export interface RunningS3 {
  endpoint: string;
  storage(bucket?: string): ObjectStorageConfig;
  /** The names of the objects in `bucket`, read from the folder s3rver keeps them in. */
  folder: string;
  close(): Promise<void>;
}

export async function startS3rver(options: { port?: number; buckets?: string[] } = {}): Promise<RunningS3> {
  const folder = mkdtempSync(join(tmpdir(), 'admin-s3-'));
  const server = new S3rver({
    port: options.port ?? 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: (options.buckets ?? ['uploads']).map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    folder,
    storage: (bucket = 'uploads') => ({ bucket, prefix: '', region: 'us-east-1', endpoint, forcePathStyle: true }),
    async close() {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
