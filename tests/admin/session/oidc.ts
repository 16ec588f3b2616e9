// Builds provider answers for the external sign-in tests.

/** An unsigned JWT with `claims` (the client reads only the payload). */
export function idToken(claims: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function callbackHash(values: Record<string, string>): string {
  return `#${new URLSearchParams(values).toString()}`;
}
