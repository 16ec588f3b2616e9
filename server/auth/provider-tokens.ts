// Access tokens of the company identity provider (spec 7.6) as bearer tokens: the signature is checked
// against the issuer's published keys, then issuer, audience and expiry (jose). The token names an admin
// only through a verified email, and only an existing, enabled one; nobody is ever created here.
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

/** The verified email the token speaks for, or null when the token is not valid for this API. */
export async function verifiedEmailOf(token: string, oidc: OidcConfig): Promise<string | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, await keySetOf(oidc.issuer), {
      issuer: oidc.issuer,
      audience: oidc.audience,
      algorithms: ALGORITHMS,
      requiredClaims: ['exp'],
    }));
  } catch {
    return null;
  }
  const { email, email_verified: verified } = payload;
  return typeof email === 'string' && verified === true ? email.trim().toLowerCase() : null;
}
