// UPLOADS_S3_BUCKET and the standard AWS variables → where uploads are stored. Without a bucket,
// uploads stay on the local disk.
export interface ObjectStorageConfig {
  bucket: string;
  /** Key prefix inside the bucket, e.g. `uploads/` (empty: the bucket's root). */
  prefix: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, Ceph, R2…); undefined: AWS itself. */
  endpoint: string | undefined;
  /** Bucket in the path instead of the host name, as most S3-compatible servers need. */
  forcePathStyle: boolean;
}

export function objectStorageFrom(env: NodeJS.ProcessEnv): ObjectStorageConfig | null {
  const bucket = env.UPLOADS_S3_BUCKET?.trim() ?? '';
  if (bucket === '') return null;
  const endpoint = (env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || '').trim() || undefined;
  if (endpoint !== undefined && !URL.canParse(endpoint))
    throw new Error(`AWS_ENDPOINT_URL_S3 must be a URL (got "${endpoint}").`);
  const pathStyle = (env.UPLOADS_S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase();
  if (!['', 'true', 'false', '1', '0'].includes(pathStyle))
    throw new Error(`UPLOADS_S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}").`);
  let prefix = env.UPLOADS_S3_PREFIX?.trim() ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
  return {
    bucket,
    prefix,
    region: (env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1').trim(),
    endpoint,
    // An own endpoint is nearly always an S3-compatible server, which wants path-style addresses.
    forcePathStyle: pathStyle === '' ? endpoint !== undefined : pathStyle === 'true' || pathStyle === '1',
  };
}
