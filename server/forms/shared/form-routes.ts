// The store and update routes every form shares: permissions, the form's zod body (common/forms), one transaction around the
// checks and the writes (row and links), 201/200 answers with the stored item, 404 for a missing or
// deleted item, 422 with field → messages for broken rules.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordFormWrite } from '../../activity/form-writes';
import { requirePermission } from '../../auth/guard';
import { pluralOf } from '../../auth/permissions';
import { nowIso } from '../../db/time';
import { HttpError } from '../../http/errors';
import { z } from 'zod';
import { withBodyId } from '../../../common/forms/body';
import { earliestToday } from '../../../common/forms/dates';
import { Problems } from '../../../common/forms/problems';
import { idParams, type IdParams, type JsonSchema } from '../../http/schema';
import { zodBody } from '../../http/zod-body';
import type { ColumnValue, Model } from '../../models/define/types';
import type { Row } from '../../search/cells';
import { answerOf, int, listOf, shape } from '../../openapi/answers';
import { publicColumns, publicItem, publicItemProperties } from '../../search/pickers';
import { messageKey, throwIfProblems } from './answer-problems';
import type { LinkedIds, LinkSet } from './links';
import { isUniqueViolation } from './lookups';

export type FormBody = Record<string, unknown>;

export interface FormContext {
  db: Kysely<any>;
  problems: Problems;
  /** The stored row when updating, null when creating. */
  existing: Row | null;
  /** The stored links of that row (empty lists when creating). */
  linked: LinkedIds;
  /** "Today" for start dates: the earliest calendar date anywhere. */
  today: string;
}

export interface Validated {
  values: Record<string, ColumnValue>;
  /** The links to store (by the link set's `idsKey`). */
  links?: LinkedIds;
}

export interface FormDefinition {
  model: Model;
  /** Paths under the API prefix when they are not `formPaths(model.name)`; the update path ends with `/:id`. */
  paths?: { create: string; update: string };
  /** The form's body (common/forms/<form>/schema.ts): unknown fields and wrong shapes are 400s. */
  body: z.ZodObject;
  links?: LinkSet;
  /** A unique index whose violation (two saves racing) answers the field's "taken" rule. */
  unique?: { index: string; columns: string[]; field: string; code: string };
  /** The scope of the form's own texts (`<messages>.<code>`, `<messages>.not_found`), used before the shared ones. */
  messages?: string;
  /** Checks the body, adding every failure to `context.problems`; the values are stored only when none failed. */
  validate(body: FormBody, context: FormContext): Promise<Validated>;
}

/** A live row of `model` by id, or 404 `notFound` (by default `This item was not found.`). */
export async function requireLiveRow(
  db: Kysely<any>,
  model: Model,
  id: number,
  notFound = 'models.item_not_found',
): Promise<Row> {
  const row = (await db
    .selectFrom(model.table)
    .select(publicColumns(model))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()) as Row | undefined;
  if (!row) throw new HttpError(404, notFound);
  return row;
}

/** An item as the form routes answer it: its public columns with `ID`. */
export function presentItem(model: Model, row: Row): Record<string, unknown> {
  return { ID: Number(row.id), ...publicItem(model, row) };
}

/** `presentItem`'s answer for `model`, from its declared columns, plus any further properties. */
export function presentItemSchema(model: Model, more: Record<string, JsonSchema> = {}): JsonSchema {
  return shape({ ID: int, ...publicItemProperties(model), ...more });
}

/** The item a form's routes answer: the stored columns and the id list of each link. */
function formItemSchema(definition: FormDefinition): JsonSchema {
  const links = definition.links?.links ?? [];
  return presentItemSchema(definition.model, Object.fromEntries(links.map((link) => [link.idsKey, listOf(int)])));
}

/** A zod body as the document shows it: what a client may send (before transforms). */
export function documentedZodBody(body: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' });
  return schema;
}

/** A form's routes as spec 7 names most of them: `/{name}/store` and `/{name}/update/:id`. */
export function formPaths(name: string): { create: string; update: string } {
  return { create: `/${name}/store`, update: `/${name}/update/:id` };
}

/** Permissions of a form's routes (spec 6): create-/edit- or manage-{models}. */
export function formPermissions(model: Model, kind: 'create' | 'edit'): string[] {
  const plural = pluralOf(model.subject);
  return [`${kind}-${plural}`, `manage-${plural}`];
}

/** Checks and stores one form body (also run by the in-browser demo backend, with a request-like object). */
export async function save(
  request: FastifyRequest,
  definition: FormDefinition,
  body: FormBody,
  id: number | null,
): Promise<Record<string, unknown>> {
  const { model, links, messages } = definition;
  const columns = publicColumns(model);
  // Model tables are not in the core schema types.
  const db = request.server.deps.db as Kysely<any>;
  try {
    return await db.transaction().execute(async (trx) => {
      const existing =
        id === null
          ? null
          : await requireLiveRow(trx, model, id, messageKey('not_found', messages, 'models.item_not_found'));
      const linked = existing && links ? await links.read(trx, id!) : {};
      const problems = new Problems();
      const validated = await definition.validate(body, {
        db: trx,
        problems,
        existing,
        linked,
        today: earliestToday(),
      });
      throwIfProblems(request, problems, messages);
      const now = nowIso();
      const stored = (
        existing === null
          ? await trx
              .insertInto(model.table)
              .values({ ...validated.values, created_at: now, updated_at: now, deleted_at: null })
              .returning(columns)
              .executeTakeFirstOrThrow()
          : await trx
              .updateTable(model.table)
              .set({ ...validated.values, updated_at: now })
              .where('id', '=', id!)
              .returning(columns)
              .executeTakeFirstOrThrow()
      ) as Row;
      const storedId = Number(stored.id);
      if (links && validated.links) await links.write(trx, storedId, validated.links);
      const linksAfter = links ? await links.read(trx, storedId) : {};
      await recordFormWrite(trx, {
        adminId: request.admin?.id ?? null,
        model: model.name,
        before: existing,
        after: stored,
        linksBefore: linked,
        linksAfter,
      });
      return { ...presentItem(model, stored), ...linksAfter };
    });
  } catch (error) {
    const unique = definition.unique;
    if (unique && isUniqueViolation(error, unique.index, unique.columns)) {
      throw new HttpError(422, 'errors.validation', { [unique.field]: [request.t(messageKey(unique.code, messages))] });
    }
    throw error;
  }
}

/** An update: the body may repeat the id of the path (spec 7.5), and must not name another row. */
export async function saveUpdate(
  request: FastifyRequest,
  definition: FormDefinition,
  sent: FormBody,
  id: number,
): Promise<Record<string, unknown>> {
  const { id: sentId, ...body } = sent;
  if (sentId !== undefined && String(sentId) !== String(id)) {
    throw new HttpError(422, 'errors.validation', { id: [request.t(messageKey('id_mismatch', definition.messages))] });
  }
  return save(request, definition, body, id);
}

/**
 * Registers `POST {create}` (201) and `POST {update}/:id` (200). Neither answer has a `message`: the
 * admin shows its own short success notice (spec 8).
 */
export function registerFormRoutes(app: FastifyInstance, definition: FormDefinition): void {
  const { model, body } = definition;
  const paths = definition.paths ?? formPaths(model.name);
  const item = formItemSchema(definition);
  const tags = [model.label.en];
  const name = model.label.en.toLowerCase();

  app.post<{ Body: FormBody }>(
    paths.create,
    {
      schema: {
        tags,
        summary: `Create (${name})`,
        description: `Needs ${formPermissions(model, 'create').join(' or ')}. Broken rules: 422 with every failing field.`,
        response: answerOf(item, 201),
      },
      config: { documentedBody: documentedZodBody(body) },
      preValidation: zodBody(body),
      preHandler: requirePermission(...formPermissions(model, 'create')),
    },
    async (request, reply) =>
      reply.code(201).send({ state: 1, data: await save(request, definition, request.body ?? {}, null) }),
  );

  app.post<{ Params: IdParams; Body: FormBody }>(
    paths.update,
    {
      schema: {
        tags,
        summary: `Change (${name})`,
        description:
          `Needs ${formPermissions(model, 'edit').join(' or ')}. Every field is written (a missing one counts as ` +
          'empty); the body may repeat the id of the path. 404 for a missing or deleted item.',
        params: idParams,
        response: answerOf(item),
      },
      config: { documentedBody: documentedZodBody(withBodyId(body)) },
      preValidation: zodBody(withBodyId(body)),
      preHandler: requirePermission(...formPermissions(model, 'edit')),
    },
    async (request) => {
      return { state: 1, data: await saveUpdate(request, definition, request.body ?? {}, Number(request.params.id)) };
    },
  );
}
