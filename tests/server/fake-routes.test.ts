// Every operation of the server's route table is answered by the demo backend (fake/): the real app is
// built, its routes read from Fastify's own table, and each one is called on the demo with real ids from the
// demo's seed. None may be missing there (the server's "no such route" 404) or fail (5xx), except the
// declared NOT_IN_DEMO operations, which answer the demo's notice in the request language.
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeBackend } from '../../fake/backend';
import { demoMessage } from '../../fake/messages';
import { NOT_IN_DEMO } from '../../fake/not-in-demo';
import { createNodeFakeBackend } from '../../fake/node';
import { translate } from '../../server/http/language';
import { formPaths } from '../../server/forms/shared/form-routes';
import { findModel, MODELS } from '../../server/models/registry';
import { createTestApp } from './helpers';

const PREFIX = '/api/v1/admin';

interface Operation {
  method: string;
  /** Under the API prefix, with `:name` segments. */
  path: string;
}

/** The API's routes as Fastify prints its table: a tree whose lines add to their parent's path. */
function operationsOf(table: string): Operation[] {
  const operations: Operation[] = [];
  const paths: string[] = [];
  for (const line of table.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    paths[depth] = `${depth > 0 ? paths[depth - 1] : ''}${match[2]}`;
    const path = paths[depth];
    // The API document's browser (Swagger UI's page and files) is for developers, not a call of the API.
    if (!path.startsWith(`${PREFIX}/`) || path.startsWith(`${PREFIX}/docs`) || !match[3]) continue;
    // A HEAD route is Fastify's own copy of each GET.
    for (const method of match[3].split(', ').filter((name) => name !== 'HEAD'))
      operations.push({ method, path: path.slice(PREFIX.length) });
  }
  return operations;
}

/** The model whose rows a path's `:id` names: a declared form's update path, else by its first segment. */
const MODEL_OF_SEGMENT: Record<string, string> = {
  'user-update': 'users',
  round: 'rounds',
  subprograms: 'sub-programs',
  subprogram_recommendations: 'sub-programs',
  'diet-programs': 'diet-programs',
  subscriptions: 'subscriptions',
  'payout-request': 'payout-requests',
  'payout-accounts': 'payout-accounts',
  program_prices: 'program-prices',
};
/** Tables of the server's own records (no model declares them). */
const TABLE_OF_SEGMENT: Record<string, string> = { admins: 'admins', role: 'roles', views: 'saved_views' };
/** Tables whose rows are removed outright (no trash). */
const WITHOUT_TRASH = new Set(['chat_messages', 'saved_views']);
const TABLE_OF_PARAM: Record<string, string> = {
  groupId: 'chat_groups',
  messageId: 'chat_messages',
  threadId: 'chats',
  attached: 'attached_exercises',
};

function tableFor(path: string, param: string): string | null {
  if (TABLE_OF_PARAM[param]) return TABLE_OF_PARAM[param];
  if (param === 'category') return path.startsWith('/round/') ? 'round_categories' : 'exercise_categories';
  if (path.startsWith('/exercise/exercise/')) return 'exercises';
  const declared = MODELS.find((model) => (model.writePaths ?? formPaths(model.name)).update === path);
  if (declared) return declared.table;
  const segment = path.split('/')[1];
  const model = findModel(MODEL_OF_SEGMENT[segment] ?? segment);
  return TABLE_OF_SEGMENT[segment] ?? model?.table ?? null;
}

async function firstLiveId(db: Kysely<any>, table: string): Promise<string> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .$if(!WITHOUT_TRASH.has(table), (query) => query.where('deleted_at', 'is', null))
    .orderBy('id')
    .executeTakeFirst();
  return String(row?.id ?? 1);
}

/** The path with each `:param` given a value a screen would send (real ids of the demo's seed). */
async function realPath(db: Kysely<any>, path: string): Promise<string> {
  const parts = [];
  for (const part of path.split('/')) {
    if (!part.startsWith(':')) {
      parts.push(part);
      continue;
    }
    const param = part.slice(1);
    const fixed: Record<string, string> = { model: 'users', field: 'first_name', query: 'a', key: 'app.name' };
    if (fixed[param]) parts.push(fixed[param]);
    else if (path.startsWith('/jobs/')) parts.push('0'.repeat(32));
    else if (path.startsWith('/getSingle/') || path.startsWith('/activity/') || path.startsWith('/add-note/'))
      parts.push(await firstLiveId(db, 'users'));
    else {
      const table = tableFor(path, param);
      if (!table) throw new Error(`No table for ${param} in ${path}: say which rows it names`);
      parts.push(await firstLiveId(db, table));
    }
  }
  return parts.join('/');
}

let operations: Operation[] = [];
let fake: FakeBackend;
let token = '';

const signIn = async () =>
  (
    (await fake.handle('POST', `${PREFIX}/login`, { email: 'admin@demo.test', password: 'Demo#2026' })).body as {
      data: { token: string };
    }
  ).data.token;

const call = (method: string, path: string, body: unknown, language: 'en' | 'ar' = 'en', as = token) =>
  fake.handle(method, `${PREFIX}${path}`, body, { authorization: `Bearer ${as}`, 'accept-language': language });

beforeAll(async () => {
  const reference = await createTestApp({ demo: false });
  operations = operationsOf(reference.app.printRoutes({ commonPrefix: false }));
  await reference.close();
  fake = await createNodeFakeBackend();
  token = await signIn();
}, 120_000);

describe("the demo backend answers the server's whole route table", () => {
  it('reads the route table', () => {
    // The library, the referrals tree and the declared forms are among them.
    expect(operations).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/exercise/categories/hierarchy' },
        { method: 'GET', path: '/round/hierarchy' },
        { method: 'GET', path: '/referrals/tree' },
        { method: 'POST', path: '/cities/store' },
        { method: 'POST', path: '/cities/update/:id' },
      ]),
    );
    expect(operations.length).toBeGreaterThan(100);
  });

  it('names only routes of the server as not in the demo', () => {
    for (const entry of NOT_IN_DEMO) expect(operations).toContainEqual({ method: entry.method, path: entry.path });
  });

  it('answers every operation, with real ids, never "no such route" and never a failure', async () => {
    const routeMissing: string[] = [];
    const failed: string[] = [];
    const notInDemo: string[] = [];
    let recordsMissing = 0;
    // Signing out last: it ends the session the others use.
    const ordered = [...operations].sort((a, b) => Number(a.path === '/logout') - Number(b.path === '/logout'));
    for (const operation of ordered) {
      const path = await realPath(fake.db as unknown as Kysely<any>, operation.path);
      const body = operation.method === 'GET' || operation.method === 'DELETE' ? undefined : {};
      const answer = await call(operation.method, path, body);
      const message = (answer.body as { message?: string }).message;
      const name = `${operation.method} ${operation.path}`;
      if (answer.status === 501 && message === demoMessage('en', 'not_in_demo')) notInDemo.push(name);
      else if (answer.status >= 500) failed.push(`${name} → ${answer.status} ${message}`);
      else if (
        answer.status === 404 &&
        message === translate('en', 'errors.route_not_found', { method: operation.method, path: `${PREFIX}${path}` })
      )
        routeMissing.push(name);
      else if (answer.status === 404) recordsMissing++;
    }
    expect(routeMissing).toEqual([]);
    expect(failed).toEqual([]);
    // Exactly the declared ones (the export is asked for below), each once.
    const declared = NOT_IN_DEMO.filter((entry) => !entry.when).map((entry) => `${entry.method} ${entry.path}`);
    expect(notInDemo.sort()).toEqual(declared.sort());
    // The ids are real: a missing record is the exception (a job id, rows the walk itself removed).
    expect(recordsMissing).toBeLessThan(operations.length / 10);
  }, 120_000);

  it('says in both languages that exports, uploads, sign-up, resets and live delivery are not in the demo', async () => {
    token = await signIn();
    const asks: Array<[string, string, unknown]> = [
      ['POST', '/search', { model: 'users', export_format: 'excel' }],
      ['POST', '/file-uploaded/store', {}],
      ['POST', '/sign-up', { email: 'new@demo.test' }],
      ['POST', '/forgot-password', { email: 'admin@demo.test' }],
      ['GET', '/realtime/config', undefined],
    ];
    for (const language of ['en', 'ar'] as const)
      for (const [method, path, body] of asks)
        expect(await call(method, path, body, language)).toMatchObject({
          status: 501,
          body: { state: 0, message: demoMessage(language, 'not_in_demo') },
        });
    // The same route without an export is the list, as everywhere else.
    const list = await call('POST', '/search', { model: 'users' });
    expect(list.status).toBe(200);
  });

  it('answers a path the server does not have as the server does', async () => {
    const answer = await call('GET', '/no-such-thing', undefined, 'ar');
    expect(answer).toMatchObject({
      status: 404,
      body: {
        state: 0,
        message: translate('ar', 'errors.route_not_found', { method: 'GET', path: `${PREFIX}/no-such-thing` }),
      },
    });
  });
});
