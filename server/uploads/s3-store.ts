// Uploads in an S3-compatible bucket through the official AWS SDK, so every node serves every file.
// Credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile,
// an instance role…).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from './storage-config';
import type { UploadStore } from './store';

export function s3Client(config: ObjectStorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: a streamed body is otherwise sent aws-chunked with a
    // trailing checksum, which many S3-compatible servers store as it came, framing and all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

export function s3Store(config: ObjectStorageConfig, client = s3Client(config)): UploadStore {
  const key = (name: string) => `${config.prefix}${name}`;
  return {
    kind: 's3',
    async put(name, bytes, mime) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: mime,
          ContentLength: bytes.length,
        }),
      );
    },
    async putFile(name, path, mime) {
      const { size } = await stat(path);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key(name),
          Body: createReadStream(path),
          ContentType: mime,
          ContentLength: size,
        }),
      );
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) }));
    },
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        if (!object.Body) return null;
        return { size: Number(object.ContentLength ?? 0), body: object.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    close() {
      client.destroy();
    },
  };
}
