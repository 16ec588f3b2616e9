// UPLOADS_S3_BUCKET: uploads go to an S3-compatible bucket through the official SDK (here a real s3rver
// started by the test), every node serves them from there with today's checks and headers, and nothing
// is written to the local disk.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { uploadsDir } from '../../server/http/image-files';
import { S3RVER_CREDENTIALS, startS3rver, type RunningS3 } from '../support/s3rver';
import { createTestApp, type TestApp } from './helpers';
import { IMAGES, multipart } from './multipart';

let s3: RunningS3;
let nodeA: TestApp;
let nodeB: TestApp;
let token: string;
const savedEnvironment = { ...process.env };

beforeAll(async () => {
  s3 = await startS3rver();
  Object.assign(process.env, S3RVER_CREDENTIALS);
  nodeA = await createTestApp({ config: { objectStorage: s3.storage() } });
  nodeB = await createTestApp({ config: { objectStorage: s3.storage() } });
  token = await nodeA.login();
});
afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
  await s3?.close();
  process.env = savedEnvironment;
});

async function upload(bytes: Buffer) {
  const form = await multipart({}, [{ name: 'file', filename: 'photo.png', type: 'image/png', bytes }]);
  return nodeA.app.inject({
    method: 'POST',
    url: '/api/v1/admin/file-uploaded/store',
    headers: { ...nodeA.auth(token), ...form.headers },
    payload: form.payload,
  });
}

describe('uploads in an S3-compatible bucket', () => {
  it('stores through node A and serves from node B with the same type and safety headers', async () => {
    const stored = await upload(IMAGES.png);
    expect(stored.statusCode).toBe(201);
    const { name, url } = stored.json().data;
    expect(url).toBe(`/uploads/${name}`);

    const served = await nodeB.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(IMAGES.png.length));
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; frame-ancestors 'none'; sandbox",
    );
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(IMAGES.png)).toBe(true);
    // The object went to the bucket, not to either node's disk.
    expect(existsSync(uploadsDir(nodeA.deps.config.dataDir))).toBe(false);
    expect(existsSync(uploadsDir(nodeB.deps.config.dataDir))).toBe(false);
  });

  it('applies the same content checks before anything reaches the bucket', async () => {
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(415);
  });

  it('answers 404 JSON for a name the bucket does not hold and for malformed names', async () => {
    const missing = await nodeB.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ state: 0, message: 'Not found.' });
    expect((await nodeB.app.inject({ method: 'GET', url: '/uploads/..%2Fadmin.sqlite' })).statusCode).toBe(404);
  });
});

describe('object storage settings', () => {
  it('reads UPLOADS_S3_BUCKET and the standard endpoint and region variables, path-style for an own endpoint', () => {
    const config = loadConfig({
      UPLOADS_S3_BUCKET: 'media',
      UPLOADS_S3_PREFIX: 'admin',
      AWS_ENDPOINT_URL_S3: 'http://minio:9000',
      AWS_REGION: 'eu-central-1',
    });
    expect(config.objectStorage).toEqual({
      bucket: 'media',
      prefix: 'admin/',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
    expect(loadConfig({ UPLOADS_S3_BUCKET: 'media' }).objectStorage).toEqual({
      bucket: 'media',
      prefix: '',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
    });
  });

  it('keeps uploads on the local disk without a bucket, and refuses a broken endpoint', () => {
    expect(loadConfig({}).objectStorage).toBeNull();
    expect(() => loadConfig({ UPLOADS_S3_BUCKET: 'media', AWS_ENDPOINT_URL_S3: 'not a url' })).toThrow(
      'AWS_ENDPOINT_URL_S3 must be a URL (got "not a url").',
    );
  });
});
