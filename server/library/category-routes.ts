// The category routes both trees share (spec 7.3 and 7.4): `POST {base}`, `GET|PUT|DELETE {base}/{category}`
// and the paste of a whole branch under another parent.
// A move (a new parent_id) refuses cycles; `sort_order` places the category among its siblings and the
// siblings are renumbered; deleting a category that holds anything refuses, or moves its contents to the
// parent with `?contents=move`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordActivity } from '../activity/record';
import { actorOf, recordCreated, watchRow } from '../activity/write';
import { requirePermission } from '../auth/guard';
import { imagePathOf } from '../auth/profile-input';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import { strictObject, text, type JsonSchema } from '../http/schema';
import { answerOf, int, shape } from '../openapi/answers';
import { allowed, type TreeKind } from './tree-kinds';
import {
  categoryRowSchema,
  branchHeight,
  copyBranch,
  liveCategories,
  refuseTooDeep,
  nextContentOrder,
  nextSiblingOrder,
  placeCategory,
  refuseCycle,
  renumberChildren,
  requireCategory,
  requireParent,
} from './tree-store';

const nullableId: JsonSchema = { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] };
const name = text({ min: 1, max: 255 });
const properties = {
  name_en: name,
  name_ar: name,
  parent_id: nullableId,
  sort_order: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  image: { anyOf: [text({ max: 500 }), { type: 'null' }] },
};
export const categoryParams: JsonSchema = strictObject({ category: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, [
  'category',
]);

interface CategoryBody {
  name_en?: string;
  name_ar?: string;
  parent_id?: number | null;
  sort_order?: number;
  image?: string | null;
}

function trimmedNames(request: FastifyRequest, body: CategoryBody): Record<string, string> {
  const names: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  for (const key of ['name_en', 'name_ar'] as const) {
    if (body[key] === undefined) continue;
    const value = body[key].trim();
    if (value === '') errors[key] = [request.t('library.name_required')];
    names[key] = value;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'errors.validation', errors);
  return names;
}

function imageValue(request: FastifyRequest, sent: string | null | undefined, existing: string | null): string | null {
  if (sent === undefined || sent === existing) return existing;
  const path = imagePathOf(sent);
  if (path === undefined)
    throw new HttpError(422, 'errors.validation', { image: [request.t('library.image_invalid')] });
  return path;
}

const dbOf = (request: FastifyRequest) => request.server.deps.db as Kysely<any>;

async function contentsOf(db: Kysely<any>, kind: TreeKind, id: number): Promise<{ children: number; items: number }> {
  const count = async (table: string, column: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(db.fn.count<number>('id').as('total'))
          .where(column, '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      )?.total ?? 0,
    );
  return { children: await count(kind.table, 'parent_id'), items: await count(kind.contents, 'category_id') };
}

/** A category with how many live sub-categories (`children`) and things (`items`) it holds itself. */
const categoryWithCountsSchema = shape({
  ...(categoryRowSchema.properties as Record<string, JsonSchema>),
  children: int,
  items: int,
});

export interface CategoryPaths {
  /** `POST {base}` creates; `GET|PUT|DELETE {base}/{category}` reads, changes and deletes. */
  base: string;
  /** `POST {paste}` with `{ category_id, parent_id }` copies the branch under `parent_id`. */
  paste: string;
  /** The document's tag of these routes. */
  tag: string;
  /** The tree's name in the summaries: 'exercise' or 'round'. */
  tree: string;
}

export function registerCategoryRoutes(app: FastifyInstance, kind: TreeKind, paths: CategoryPaths): void {
  const { base, paste, tag, tree } = paths;
  const about = (summary: string, description?: string) => ({
    tags: [tag],
    summary,
    ...(description ? { description } : {}),
  });
  app.post<{ Body: CategoryBody & { name_en: string; name_ar: string; parent_id: number | null } }>(
    base,
    {
      schema: {
        ...about(
          `Create a category in the ${tree} tree`,
          'Placed last among its siblings, or at `sort_order` (1-based). A blank name or a missing parent: 422.',
        ),
        body: strictObject(properties, ['name_en', 'name_ar', 'parent_id']),
        response: answerOf(categoryRowSchema, 201),
      },
      preHandler: requirePermission(...allowed('create', kind.subject)),
      config: { actionLimit: 'paste' },
    },
    async (request, reply) => {
      const names = trimmedNames(request, request.body);
      const { parent_id: parentId, sort_order: position } = request.body;
      const created = await dbOf(request)
        .transaction()
        .execute(async (trx) => {
          await requireParent(trx, kind, parentId);
          refuseTooDeep(await liveCategories(trx, kind), parentId, 1);
          const now = nowIso();
          const row = await trx
            .insertInto(kind.table)
            .values({
              ...names,
              parent_id: parentId,
              image: imageValue(request, request.body.image, null),
              sort_order: await nextSiblingOrder(trx, kind, parentId),
              created_at: now,
              updated_at: now,
              deleted_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const id = Number(row.id);
          if (position !== undefined) await placeCategory(trx, kind, id, parentId, position);
          await recordCreated(trx, kind.table, {
            adminId: actorOf(request),
            action: 'create',
            model: kind.model,
            ids: [id],
          });
          return requireCategory(trx, kind, id);
        });
      return reply.code(201).send({ state: 1, message: request.t('library.category_created'), data: created });
    },
  );

  app.get<{ Params: { category: string } }>(
    `${base}/:category`,
    {
      schema: {
        ...about(`One category of the ${tree} tree, with how many sub-categories and things it holds`),
        params: categoryParams,
        response: answerOf(categoryWithCountsSchema),
      },
      preHandler: requirePermission(...allowed('view', kind.subject)),
    },
    async (request) => {
      const db = dbOf(request);
      const id = Number(request.params.category);
      const row = await requireCategory(db, kind, id);
      return { state: 1, data: { ...row, ...(await contentsOf(db, kind, id)) } };
    },
  );

  app.put<{ Params: { category: string }; Body: CategoryBody }>(
    `${base}/:category`,
    {
      schema: {
        ...about(
          `Rename, reorder or move a category of the ${tree} tree`,
          'A new `parent_id` moves it (last, or at `sort_order`); `sort_order` alone reorders its siblings. ' +
            'A move into itself or one of its descendants: 422.',
        ),
        params: categoryParams,
        body: strictObject(properties),
        response: answerOf(categoryRowSchema),
      },
      preHandler: requirePermission(...allowed('edit', kind.subject)),
    },
    async (request) => {
      const id = Number(request.params.category);
      const names = trimmedNames(request, request.body);
      const updated = await dbOf(request)
        .transaction()
        .execute(async (trx) => {
          const existing = await requireCategory(trx, kind, id);
          const watched = await watchRow(trx, kind.table, id);
          const parentId = request.body.parent_id === undefined ? existing.parent_id : request.body.parent_id;
          const moved = parentId !== existing.parent_id;
          if (moved) {
            await requireParent(trx, kind, parentId);
            await refuseCycle(trx, kind, id, parentId);
            const rows = await liveCategories(trx, kind);
            refuseTooDeep(rows, parentId, branchHeight(rows, id));
          }
          await trx
            .updateTable(kind.table)
            .set({ ...names, image: imageValue(request, request.body.image, existing.image), updated_at: nowIso() })
            .where('id', '=', id)
            .execute();
          if (moved || request.body.sort_order !== undefined)
            await placeCategory(trx, kind, id, parentId, request.body.sort_order);
          if (moved) await renumberChildren(trx, kind, existing.parent_id);
          await watched.record({ adminId: actorOf(request), action: 'update', model: kind.model, ids: [id] });
          return requireCategory(trx, kind, id);
        });
      return { state: 1, message: request.t('library.category_updated'), data: updated };
    },
  );

  app.delete<{ Params: { category: string }; Querystring: { contents?: 'refuse' | 'move' } }>(
    `${base}/:category`,
    {
      schema: {
        ...about(
          `Delete a category of the ${tree} tree`,
          '`contents=refuse` (default): 409 when it holds anything. `contents=move`: its sub-categories and ' +
            'things move to its parent first (409 for a top-level category holding things). Nothing held is deleted.',
        ),
        params: categoryParams,
        querystring: strictObject({ contents: { type: 'string', enum: ['refuse', 'move'] } }),
        response: answerOf(shape({ id: int })),
      },
      preHandler: requirePermission(...allowed('delete', kind.subject)),
    },
    async (request) => {
      const id = Number(request.params.category);
      const move = request.query.contents === 'move';
      await dbOf(request)
        .transaction()
        .execute(async (trx) => {
          const existing = await requireCategory(trx, kind, id);
          const held = await contentsOf(trx, kind, id);
          if (held.children + held.items > 0 && !move)
            throw new HttpError(409, 'library.category_not_empty', {
              contents: ['library.category_holds'],
            });
          // Things placed in a category need a category: at the top there is nowhere to move them.
          if (held.items > 0 && existing.parent_id === null) throw new HttpError(409, 'library.no_parent_to_move_to');
          const now = nowIso();
          if (held.items > 0) {
            let next = await nextContentOrder(trx, kind.contents, 'category_id', existing.parent_id!);
            const items = await trx
              .selectFrom(kind.contents)
              .select('id')
              .where('category_id', '=', id)
              .where('deleted_at', 'is', null)
              .orderBy('sort_order')
              .orderBy('id')
              .execute();
            for (const item of items)
              await trx
                .updateTable(kind.contents)
                .set({ category_id: existing.parent_id, sort_order: next++, updated_at: now })
                .where('id', '=', item.id)
                .execute();
          }
          const children = await trx
            .selectFrom(kind.table)
            .select(['id'])
            .where('parent_id', '=', id)
            .where('deleted_at', 'is', null)
            .orderBy('sort_order')
            .orderBy('id')
            .execute();
          for (const child of children) await placeCategory(trx, kind, Number(child.id), existing.parent_id);
          await trx.updateTable(kind.table).set({ deleted_at: now, updated_at: now }).where('id', '=', id).execute();
          await renumberChildren(trx, kind, existing.parent_id);
          await recordActivity(trx, { adminId: actorOf(request), action: 'delete', model: kind.model, ids: [id] });
        });
      return { state: 1, message: request.t('library.category_deleted'), data: { id } };
    },
  );

  app.post<{ Body: { category_id: number; parent_id: number | null } }>(
    paste,
    {
      schema: {
        ...about(
          `Paste a copy of a branch of the ${tree} tree`,
          'A deep copy of the category, its descendants and everything they hold, placed last under `parent_id` ' +
            '(null: the top level). Into itself or a descendant: 422.',
        ),
        body: strictObject({ category_id: { type: 'integer', minimum: 1 }, parent_id: nullableId }, [
          'category_id',
          'parent_id',
        ]),
        response: answerOf(categoryRowSchema, 201),
      },
      preHandler: requirePermission(...allowed('create', kind.subject)),
    },
    async (request, reply) => {
      const { category_id: categoryId, parent_id: parentId } = request.body;
      const copy = await dbOf(request)
        .transaction()
        .execute(async (trx) => {
          await requireCategory(trx, kind, categoryId);
          await requireParent(trx, kind, parentId);
          await refuseCycle(trx, kind, categoryId, parentId);
          const copyId = await copyBranch(trx, kind, categoryId, parentId);
          const entry = { adminId: actorOf(request), action: 'paste', model: kind.model, ids: [copyId] } as const;
          await recordCreated(trx, kind.table, entry, { copy_of: { before: null, after: categoryId } });
          return requireCategory(trx, kind, copyId);
        });
      return reply.code(201).send({ state: 1, message: request.t('library.pasted'), data: copy });
    },
  );
}
