// What error reports may not carry: tokens, passwords and personal data. `scrubEvent` is the
// `beforeSend` of both Sentry SDKs (admin and server): it walks the event and replaces secret-named
// fields and secret-looking text, and keeps only the id of the user.

export const FILTERED = '[Filtered]';

/** Field names whose values are never sent, whatever they hold. */
const SECRET_KEY = /token|password|passwd|secret|authorization|cookie|session|email|phone|api[_-]?key|dsn/i;

/** Text that looks like a secret or personal data, replaced inside any string. */
const SECRET_TEXT: ReadonlyArray<[RegExp, string]> = [
  [/Bearer\s+[A-Za-z0-9._~+/=-]+/gi, `Bearer ${FILTERED}`],
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, FILTERED],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, FILTERED],
  [/([?&#](?:access_token|token|reset_token|code|password)=)[^&#\s]+/gi, `$1${FILTERED}`],
  [/\b[a-f0-9]{32,}\b/gi, FILTERED],
];

function scrubText(text: string): string {
  return SECRET_TEXT.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) && item !== null && item !== undefined ? FILTERED : scrubValue(item, depth + 1),
    ]),
  );
}

/** The event without secrets; the user reduced to its id. Returns a new object. */
export function scrubEvent<T>(event: T): T {
  const scrubbed = scrubValue(event, 0) as Record<string, unknown>;
  const user = (event as { user?: { id?: unknown } } | null)?.user;
  if (user && typeof user === 'object') scrubbed.user = user.id === undefined ? {} : { id: user.id };
  return scrubbed as T;
}
