// Authentication (Bearer token → signed-in admin) and permission checks, as a route preHandler.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import { hasAnyPermission, rolePermissions, SUPER_ADMIN_ROLE } from './permissions';
import { providerAdminId } from './provider-admins';
import { providerIdentityOf } from './provider-tokens';
import { hashToken } from './tokens';
import { twoFactorMissing, withoutGuarded } from './two-factor-rule';

export interface SignedInAdmin {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roleName: string | null;
  permissions: ReadonlySet<string>;
  isSuperAdmin: boolean;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin?: SignedInAdmin;
  }
}

// 32 random bytes in base64url; anything else cannot be a token we issued.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S*)\s*$/i.exec(header);
  return match && match[1] ? match[1] : null;
}

interface AdminRow {
  adminId: number;
  email: string;
  firstName: string;
  lastName: string;
  enabled: number | string;
  roleName: string | null;
  rolePermissions: string | null;
}

function signedInAdmin(row: AdminRow, tokenId: number): SignedInAdmin {
  const role = row.roleName !== null ? { name: row.roleName, permissions: row.rolePermissions ?? '[]' } : null;
  return {
    id: row.adminId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roleName: row.roleName,
    permissions: new Set(rolePermissions(role)),
    isSuperAdmin: row.roleName === SUPER_ADMIN_ROLE,
    tokenId,
  };
}

function adminsWithRoles(request: FastifyRequest) {
  return request.server.deps.db
    .selectFrom('admins')
    .leftJoin('roles', (join) => join.onRef('roles.id', '=', 'admins.role_id').on('roles.deleted_at', 'is', null))
    .select([
      'admins.id as adminId',
      'admins.email',
      'admins.first_name as firstName',
      'admins.last_name as lastName',
      'admins.enabled',
      'admins.deleted_at as deletedAt',
      'roles.name as roleName',
      'roles.permissions as rolePermissions',
    ]);
}

/**
 * A company identity provider's access token (OIDC_ISSUER): the live admin bound to its issuer and
 * subject (first matched by verified email). It has no session row of ours, so signing out leaves it to expire at the provider.
 */
async function providerAdmin(request: FastifyRequest, token: string): Promise<SignedInAdmin> {
  const { oidc } = request.server.deps.config;
  const identity = oidc ? await providerIdentityOf(token, oidc) : null;
  if (identity === null) throw new HttpError(401, 'auth.session_invalid');
  const adminId = await providerAdminId(request.server.deps.db, identity);
  if (adminId === null) throw new HttpError(401, 'auth.provider_unknown');
  const row = await adminsWithRoles(request)
    .where('admins.id', '=', adminId)
    .where('admins.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new HttpError(401, 'auth.provider_unknown');
  if (Number(row.enabled) !== 1) throw new HttpError(401, 'auth.disabled');
  return signedInAdmin(row, 0);
}

/** Loads the admin behind the request's token, or throws 401. */
export async function authenticate(request: FastifyRequest): Promise<SignedInAdmin> {
  if (request.admin) return request.admin;
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, 'auth.unauthenticated');
  if (!TOKEN_SHAPE.test(token)) {
    request.admin = await providerAdmin(request, token);
    return request.admin;
  }
  const row = await adminsWithRoles(request)
    .innerJoin('admin_tokens', 'admin_tokens.admin_id', 'admins.id')
    .select([
      'admin_tokens.id as tokenId',
      'admin_tokens.expires_at as expiresAt',
      'admin_tokens.revoked_at as revokedAt',
    ])
    .where('admin_tokens.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revokedAt !== null || row.expiresAt <= nowIso() || row.deletedAt !== null) {
    throw new HttpError(401, 'auth.session_invalid');
  }
  if (Number(row.enabled) !== 1) throw new HttpError(401, 'auth.disabled');
  const admin = signedInAdmin(row, row.tokenId);
  // A company provider's sign-in has its own second factor; ours applies to our sessions.
  request.admin = (await twoFactorMissing(request.server.deps.db, admin.id, admin.permissions))
    ? { ...admin, permissions: new Set(withoutGuarded(admin.permissions)), isSuperAdmin: false }
    : admin;
  return request.admin;
}

export { hasAnyPermission };

/**
 * preHandler: 401 without a valid session; with permissions listed, 403 unless the admin holds one of them.
 * With no arguments any signed-in admin passes.
 */
export function requirePermission(...anyOf: string[]): preHandlerAsyncHookHandler {
  return signInCheck(async function checkPermission(request) {
    const admin = await authenticate(request);
    if (anyOf.length > 0 && !hasAnyPermission(admin, ...anyOf)) throw new HttpError(403, 'auth.forbidden');
  }, anyOf);
}

/** preHandler: 401 without a valid session; 403 unless the admin holds a permission that `matches` accepts. */
export function requirePermissionMatching(matches: (permission: string) => boolean): preHandlerAsyncHookHandler {
  return signInCheck(async function checkPermission(request) {
    const admin = await authenticate(request);
    if (![...admin.permissions].some(matches)) throw new HttpError(403, 'auth.forbidden');
  }, null);
}

/** What a sign-in check asks, readable from the route (the API document lists it per operation). */
export interface SignInRequirement {
  /** One of these permissions; [] any signed-in admin; null a rule of the route's own. */
  anyOf: readonly string[] | null;
}

export const SIGN_IN_CHECK = Symbol('sign-in check');

function signInCheck(check: preHandlerAsyncHookHandler, anyOf: readonly string[] | null): preHandlerAsyncHookHandler {
  return Object.assign(check, { [SIGN_IN_CHECK]: { anyOf } satisfies SignInRequirement });
}

/** The sign-in check among a route's preHandlers, if it has one. */
export function signInRequirementOf(preHandler: unknown): SignInRequirement | null {
  const handlers = Array.isArray(preHandler) ? preHandler : preHandler ? [preHandler] : [];
  for (const handler of handlers) {
    const requirement = (handler as { [SIGN_IN_CHECK]?: SignInRequirement })[SIGN_IN_CHECK];
    if (requirement) return requirement;
  }
  return null;
}
