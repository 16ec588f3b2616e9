// GET referrals/tree (spec 2.2): `?parent={id}` the members it referred (without: the roots), `&after={id}`
// the next page of a long level; `?search={text}` the matching members with their path from a root.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { strictObject, text } from '../http/schema';
import { answerOf, bool, int, listOf, num, shape, str } from '../openapi/answers';
import { searchTree, treeLevel } from '../referrals/tree';

interface TreeQuery {
  parent?: string;
  after?: string;
  search?: string;
}

/** A member in the tree: how many members it referred and the rewards it earned (TreeNode). */
const nodeSchema = shape({ id: int, name: str, referred: int, rewards: num });
const levelSchema = shape({ nodes: listOf(nodeSchema), more: bool });
/** Search matches, each with the ids from its root down to it. */
const matchesSchema = shape({ matches: listOf(shape({ node: nodeSchema, path: listOf(int) })) });

const id = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' };

export async function referralRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const db = deps.db as unknown as Kysely<any>;
  app.get<{ Querystring: TreeQuery }>(
    '/referrals/tree',
    {
      schema: {
        tags: ['Referrals'],
        summary: 'The referral tree, one level at a time, or a search in it',
        description:
          'None: the roots (members who referred others without being referred); `parent`: the members it ' +
          'referred, 200 a page, `after` the last id of the page before (`more` says whether there is one). ' +
          '`search`: up to 20 members whose name or email contains the text, each with its `path` of ids ' +
          'from its root.',
        querystring: strictObject({ parent: id, after: id, search: text({ min: 1, max: 100 }) }),
        response: answerOf({ anyOf: [levelSchema, matchesSchema] }),
      },
      preHandler: requirePermission('view-Referral'),
    },
    async (request) => {
      const { parent, after, search } = request.query;
      if (search !== undefined && search.trim() !== '')
        return { state: 1, data: { matches: await searchTree(db, search.trim()) } };
      return {
        state: 1,
        data: await treeLevel(
          db,
          parent === undefined ? null : Number(parent),
          after === undefined ? 0 : Number(after),
        ),
      };
    },
  );
}
