// GET referrals/tree (spec 2.2): `?parent={id}` the members it referred (without: the roots), `&after={id}`
// the next page of a long level; `?search={text}` the matching members with their path from a root.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app';
import { requirePermission } from '../auth/guard';
import { strictObject, text } from '../http/schema';
import { searchTree, treeLevel } from '../referrals/tree';

interface TreeQuery {
  parent?: string;
  after?: string;
  search?: string;
}

const id = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' };

export async function referralRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const db = deps.db as unknown as Kysely<any>;
  app.get<{ Querystring: TreeQuery }>(
    '/referrals/tree',
    {
      schema: { querystring: strictObject({ parent: id, after: id, search: text({ min: 1, max: 100 }) }) },
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
