// Environment → Config. Everything the server can be told from outside lives here, with its default.
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { defaultRealtimeConfig, type RealtimeConfig, realtimeConfigFrom } from './realtime/config';
import { type ObjectStorageConfig, objectStorageFrom } from './uploads/storage-config';

export interface FirstAdmin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface PasswordHashing {
  /** argon2id memory cost in KiB. */
  memoryCost: number;
  /** argon2id passes. */
  timeCost: number;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** Folder for runtime files (uploads). */
  dataDir: string;
  /** The built admin; served with an SPA fallback when it exists. */
  distDir: string;
  tokenTtlHours: number;
  demoData: boolean;
  /** Required only when demoData is false and the database has no admin yet. */
  firstAdmin: FirstAdmin | null;
  logLevel: string;
  passwordHashing: PasswordHashing;
  loginRateLimit: { maxFailures: number; windowSeconds: number };
  /** Largest accepted image upload, in bytes. */
  uploadMaxBytes: number;
  /** Largest accepted JSON body, in bytes. */
  bodyLimitBytes: number;
  /**
   * Fastify's `trustProxy`: false (the client address is the socket's), true (every proxy), a number of
   * proxy hops, or the proxies' addresses/subnets. With it, X-Forwarded-For gives the client address.
   */
  trustProxy: TrustProxy;
  /** Whether POST sign-up may create admins; false answers 403. */
  signUp: boolean;
  /** How long the start waits for a database that does not answer yet, in seconds. */
  databaseWaitSeconds: number;
  /** Live chat: the built-in Pusher-protocol endpoint's key and secret, or an external service. */
  realtime: RealtimeConfig;
  /** The company identity provider whose access tokens are accepted as bearer tokens; null: none. */
  oidc: OidcConfig | null;
  /** Origins allowed to call the API from a browser (an admin hosted elsewhere); empty: same origin only. */
  corsOrigins: string[];
  /** Uploads in an S3-compatible bucket (UPLOADS_S3_BUCKET); null: on the local disk under dataDir. */
  objectStorage: ObjectStorageConfig | null;
  /** Exports of more rows than this run as jobs even when not asked to (EXPORT_JOB_THRESHOLD). */
  exportJobThreshold: number;
  /** How long an export job may run before it counts as lost and another node takes it (PostgreSQL). */
  exportJobTimeoutSeconds: number;
  /**
   * A search matching about this many rows or more answers its total, totals and chart from a sample,
   * flagged `estimated` (SEARCH_ESTIMATE_ABOVE); `exact: true` in the request always counts them.
   */
  searchEstimateAbove: number;
}

export interface OidcConfig {
  /** The issuer URL; its keys come from `{issuer}/.well-known/openid-configuration`'s `jwks_uri`. */
  issuer: string;
  /** The `aud` the provider's access tokens must carry for this API. */
  audience: string;
}

export type TrustProxy = boolean | number | string[];

export class ConfigError extends Error {}

// The OWASP-recommended argon2id setting (19 MiB, 2 passes); tests lower it through Config.
export const DEFAULT_PASSWORD_HASHING: PasswordHashing = { memoryCost: 19_456, timeCost: 2 };

export function defaultConfig(): Config {
  return {
    port: 8080,
    host: '0.0.0.0',
    databaseUrl: 'sqlite:data/admin.sqlite',
    dataDir: resolve('data'),
    distDir: resolve('dist'),
    tokenTtlHours: 12,
    demoData: true,
    firstAdmin: null,
    logLevel: 'info',
    passwordHashing: DEFAULT_PASSWORD_HASHING,
    loginRateLimit: { maxFailures: 5, windowSeconds: 60 },
    uploadMaxBytes: 2 * 1024 * 1024,
    bodyLimitBytes: 1024 * 1024,
    trustProxy: false,
    // Closed unless turned on: an open sign-up lets anyone create an account.
    signUp: false,
    databaseWaitSeconds: 60,
    realtime: defaultRealtimeConfig(),
    oidc: null,
    corsOrigins: [],
    objectStorage: null,
    exportJobThreshold: 50_000,
    exportJobTimeoutSeconds: 600,
    searchEstimateAbove: 100_000,
  };
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number (got "${raw}").`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}").`);
}

// The names proxy-addr (Fastify's trustProxy) knows besides addresses and subnets.
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a subnet (`10.0.0.0/8`, `10.0.0.0/255.0.0.0`, `fd00::/8`) or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

function trustProxyFrom(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  const lower = raw.toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const addresses = raw.split(',').map((entry) => entry.trim());
  if (addresses.every((entry) => isProxyAddress(entry))) return addresses;
  throw new ConfigError(
    `TRUST_PROXY must be true, false, a number of proxies or a comma-separated list of proxy addresses (got "${env.TRUST_PROXY}").`,
  );
}

function firstAdminFrom(env: NodeJS.ProcessEnv): FirstAdmin | null {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  const firstName = env.ADMIN_FIRST_NAME?.trim();
  const lastName = env.ADMIN_LAST_NAME?.trim();
  if (!email && !password && !firstName && !lastName) return null;
  const missing = [
    ['ADMIN_EMAIL', email],
    ['ADMIN_PASSWORD', password],
    ['ADMIN_FIRST_NAME', firstName],
    ['ADMIN_LAST_NAME', lastName],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) throw new ConfigError(`The first admin needs ${missing.join(', ')} as well.`);
  if (password!.length < 8) throw new ConfigError('ADMIN_PASSWORD must have at least 8 characters.');
  return { email: email!.toLowerCase(), password: password!, firstName: firstName!, lastName: lastName! };
}

function oidcFrom(env: NodeJS.ProcessEnv): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim() ?? '';
  const audience = env.OIDC_AUDIENCE?.trim() ?? '';
  if (issuer === '' && audience === '') return null;
  if (issuer === '' || audience === '') throw new ConfigError('OIDC_ISSUER and OIDC_AUDIENCE go together.');
  if (!URL.canParse(issuer)) throw new ConfigError(`OIDC_ISSUER must be a URL (got "${issuer}").`);
  return { issuer, audience };
}

function corsOriginsFrom(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    // An origin is a scheme, a host and maybe a port: nothing after it, and no wildcard.
    const parsed = URL.canParse(entry) ? new URL(entry) : null;
    if (!parsed || parsed.origin !== entry || !/^https?:$/.test(parsed.protocol)) {
      throw new ConfigError(`CORS_ORIGINS must list origins such as https://admin.example.com (got "${entry}").`);
    }
  }
  return entries;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defaults = defaultConfig();
  const port = positiveNumber(env, 'PORT', defaults.port);
  if (!Number.isInteger(port) || port > 65_535)
    throw new ConfigError(`PORT must be a port number (got "${env.PORT}").`);
  const databaseUrl = env.DATABASE_URL?.trim() || defaults.databaseUrl;
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be sqlite:<path> or postgres://user:pass@host:port/db.');
  }
  return {
    ...defaults,
    port,
    host: env.HOST?.trim() || defaults.host,
    databaseUrl,
    dataDir: env.DATA_DIR?.trim() ? resolve(env.DATA_DIR.trim()) : defaults.dataDir,
    tokenTtlHours: positiveNumber(env, 'TOKEN_TTL_HOURS', defaults.tokenTtlHours),
    demoData: flag(env, 'DEMO_DATA', defaults.demoData),
    firstAdmin: firstAdminFrom(env),
    logLevel: env.LOG_LEVEL?.trim() || defaults.logLevel,
    trustProxy: trustProxyFrom(env),
    signUp: flag(env, 'SIGN_UP', defaults.signUp),
    databaseWaitSeconds: positiveNumber(env, 'DATABASE_WAIT_SECONDS', defaults.databaseWaitSeconds),
    realtime: realtimeConfigFrom(env),
    oidc: oidcFrom(env),
    corsOrigins: corsOriginsFrom(env),
    objectStorage: objectStorageFrom(env),
    exportJobThreshold: positiveNumber(env, 'EXPORT_JOB_THRESHOLD', defaults.exportJobThreshold),
    exportJobTimeoutSeconds: positiveNumber(env, 'EXPORT_JOB_TIMEOUT_SECONDS', defaults.exportJobTimeoutSeconds),
    searchEstimateAbove: positiveNumber(env, 'SEARCH_ESTIMATE_ABOVE', defaults.searchEstimateAbove),
  };
}
