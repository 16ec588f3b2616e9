// Shared pieces of the attack suite: requests through app.inject, the error envelope, row counts and
// the texts a leaking answer would contain.
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from '../server/helpers';

export const API = '/api/v1/admin';

export type Body = Record<string, unknown> | unknown[] | string | null;

/** POST a JSON body (or a raw string sent as JSON) as the given token. */
export function post(t: TestApp, path: string, body: Body, token?: string): Promise<InjectResponse> {
  const headers: Record<string, string> = { ...(token ? t.auth(token) : {}), 'content-type': 'application/json' };
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({ method: 'POST', url: `${API}/${path}`, headers, payload });
}

export function get(t: TestApp, path: string, token?: string): Promise<InjectResponse> {
  return t.app.inject({ method: 'GET', url: `${API}/${path}`, headers: token ? t.auth(token) : {} });
}

/** The answer is exactly the error envelope with this status and message. */
export function expectRefused(res: InjectResponse, status: number, message: string): void {
  expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status, body: { state: 0, message } });
}

/** The answer is a 400 naming `field` as not allowed (schema-checked bodies). */
export function expectUnknownField(res: InjectResponse, field: string): void {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.state).toBe(0);
  expect(body.errors?.[field]?.[0] ?? body.message).toMatch(/field is not allowed\.$/);
}

/** SQL text, stack frames and file paths: none of them may reach a client. */
const LEAKS = [
  /\bselect\b.*\bfrom\b/i,
  /\bsqlite/i,
  /syntax error/i,
  /drop table/i,
  /\n\s+at /,
  /node_modules/,
  /\.ts:\d+/,
  /\/work\//,
];

export function expectNoLeak(res: InjectResponse): void {
  for (const pattern of LEAKS) expect(res.body, `${pattern} in ${res.body.slice(0, 200)}`).not.toMatch(pattern);
}

/** Live and trashed row counts of the given tables, to show that nothing changed. */
export async function rowCounts(db: Kysely<any>, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

/** A digest of every row of a table, to show that a refused request changed none of them. */
export async function tableSnapshot(db: Kysely<any>, table: string, ids: readonly number[]): Promise<string> {
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return JSON.stringify(rows);
}

/** Hostile HTML as it is stored in notes and HTML cells; each sets a flag or opens a dialog when run. */
export const XSS_PAYLOADS = [
  '<p>before<script>window.__xss = 1; alert(1)</script>after</p>',
  '<p>image</p><img src=x onerror="window.__xss = 1; alert(2)">',
  '<p><a href="javascript:window.__xss = 1; alert(3)">link</a></p>',
  '<p><a href="JaVaScRiPt&colon;alert(4)">encoded link</a></p>',
  '<svg onload="window.__xss = 1; alert(5)"><circle r="4"></circle></svg><p>svg</p>',
  '<p>frame</p><iframe src="javascript:alert(6)"></iframe>',
  '<p style="background:url(javascript:alert(7))" onclick="alert(8)">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(9)></style></mglyph></table></mtext></math><p>math</p>',
];

/** What sanitised HTML never contains. */
export const DANGEROUS_HTML = [
  /<script/i,
  /<svg/i,
  /<iframe/i,
  /<style/i,
  /<math/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /style=/i,
  /src="?x\b/i,
];

export function expectSafeHtml(html: unknown): void {
  expect(typeof html).toBe('string');
  for (const pattern of DANGEROUS_HTML) expect(html as string, `${pattern} in ${html}`).not.toMatch(pattern);
}
