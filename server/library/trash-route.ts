// DELETE {path}/:{param}: moves a library row to the trash (trashRow, in one transaction) after `require`
// found it (or answered its 404), and answers with its id.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { actorOf } from '../activity/write';
import { requirePermission } from '../auth/guard';
import { strictObject } from '../http/schema';
import { answerOf, int, shape } from '../openapi/answers';
import { allowed } from './tree-kinds';
import { trashRow } from './tree-store';

export interface TrashRoute {
  path: string;
  /** The route param that holds the row's id. */
  param: string;
  /** The permission subject whose deleters may trash it. */
  subject: string;
  table: string;
  /** The model the activity log names. */
  model: string;
  /** Finds the live row or throws its 404. */
  require: (trx: Kysely<any>, id: number) => Promise<unknown>;
  /** The answer's message key. */
  message: string;
  /** The document's tag and summary. */
  tag: string;
  summary: string;
}

export function registerTrashRoute(app: FastifyInstance, route: TrashRoute): void {
  const { param } = route;
  const params = strictObject({ [param]: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, [param]);
  app.delete<{ Params: Record<string, string> }>(
    `${route.path}/:${param}`,
    {
      schema: { tags: [route.tag], summary: route.summary, params, response: answerOf(shape({ id: int })) },
      preHandler: requirePermission(...allowed('delete', route.subject)),
    },
    async (request) => {
      const id = Number(request.params[param]);
      const entry = { adminId: actorOf(request), action: 'delete', model: route.model } as const;
      await (request.server.deps.db as Kysely<any>).transaction().execute(async (trx) => {
        await route.require(trx, id);
        await trashRow(trx, route.table, id, entry);
      });
      return { state: 1, message: request.t(route.message), data: { id } };
    },
  );
}
