// Access tokens of the company identity provider (spec 7.6) as bearer tokens: the signature is checked
// against the issuer's published keys, then type, issuer, audience and expiry (jose). A provider account
// is first matched to an existing, enabled admin by its verified email, then bound to it by issuer and
// subject (server/auth/provider-admins.ts); nobody is ever created here.
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { OidcConfig } from '../config';

type KeySet = ReturnType<typeof createRemoteJWKSet>;

// Asymmetric algorithms only: a token signed with a shared secret (or none) is never accepted.
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

const keySets = new Map<string, Promise<KeySet>>();

/** The issuer's key set, found through its discovery document once (again after a failure). */
function keySetOf(issuer: string): Promise<KeySet> {
  let found = keySets.get(issuer);
  if (!found) {
    found = (async () => {
      const discovery = new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`);
      const response = await fetch(discovery, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: unknown };
      if (typeof jwksUri !== 'string') throw new Error('discovery has no jwks_uri');
      return createRemoteJWKSet(new URL(jwksUri));
    })();
    found.catch(() => keySets.delete(issuer));
    keySets.set(issuer, found);
  }
  return found;
}

/** Who a valid token speaks for: the provider account (issuer + subject) and its email if verified. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  verifiedEmail: string | null;
}

/**
 * The identity behind an access token, or null when the token is not valid for this API. Only access
 * tokens (`typ: at+jwt`, RFC 9068) are taken: an ID token, meant for the client, is not a bearer token.
 */
export async function providerIdentityOf(token: string, oidc: OidcConfig): Promise<ProviderIdentity | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await keySetOf(oidc.issuer), {
      issuer: oidc.issuer,
      audience: oidc.audience,
      algorithms: ALGORITHMS,
      typ: 'at+jwt',
      requiredClaims: ['exp', 'sub'],
    }));
  } catch {
    return null;
  }
  const { email, email_verified: verified, sub } = payload;
  if (typeof sub !== 'string' || sub === '' || sub.length > 255) return null;
  return {
    issuer: oidc.issuer,
    subject: sub,
    verifiedEmail: typeof email === 'string' && verified === true ? email.trim().toLowerCase() : null,
  };
}
