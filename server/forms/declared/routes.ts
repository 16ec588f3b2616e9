// `POST {model}/store` and `POST {model}/update/{id}` for every model that declares a form: the form's
// zod schema (common/forms/declaredSchema.ts) checks the values, the database checks references and
// kept images, and the answer is the stored record as getSingle gives its item. Unknown fields are 400s,
// broken rules 422s with field → messages in the request language.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { declaredFormDefaults, declaredFormSchema, problemsOf } from '../../../common/forms/declaredSchema';
import type { FormFieldSpec, FormSpec } from '../../../common/forms/fields';
import { Problems } from '../../../common/forms/problems';
import { recordFormWrite } from '../../activity/form-writes';
import { requirePermission } from '../../auth/guard';
import { imagePathOf } from '../../auth/profile-input';
import { nowIso } from '../../db/time';
import { HttpError } from '../../http/errors';
import { storeImage } from '../../http/image-files';
import { fieldLabel } from '../../http/language';
import { idParams, type IdParams, type JsonSchema } from '../../http/schema';
import { answerOf } from '../../openapi/answers';
import type { Model } from '../../models/define/types';
import { findModel, MODELS } from '../../models/registry';
import type { Row } from '../../search/cells';
import { sanitizeRichText } from '../../search/html';
import { publicColumns } from '../../search/pickers';
import { throwIfProblems } from '../shared/answer-problems';
import { formPaths, formPermissions, presentItem, presentItemSchema, requireLiveRow } from '../shared/form-routes';
import { isUniqueViolation, missingIds, uniqueFieldIndex } from '../shared/lookups';
import { sql } from 'kysely';
import { readDeclaredBody } from './read-body';

type Values = Record<string, unknown>;

/** 400 for fields the form does not have (a request no form sends), before any rule is looked at. */
function refuseUnknownFields(request: FastifyRequest, spec: FormSpec, values: Values): void {
  const unknown = Object.keys(values).filter((name) => !spec.fields.some((field) => field.name === name));
  if (unknown.length === 0) return;
  const { language } = request;
  throw new HttpError(
    400,
    'errors.validation',
    Object.fromEntries(
      unknown.map((name) => [name, [request.t('validation.unknown_field', { field: fieldLabel(language, name) })]]),
    ),
  );
}

/** The database's part: chosen rows exist (a kept one may since be trashed), a kept image is the stored one or an upload. */
/** Another row (trashed ones too: the unique index covers them) already holds `value`, ignoring case. */
async function valueTaken(db: Kysely<any>, model: Model, column: string, value: string, existing: Row | null) {
  let query = db
    .selectFrom(model.table)
    .select('id')
    .where(sql`lower(${sql.ref(column)})`, '=', value.toLowerCase());
  if (existing) query = query.where('id', '!=', Number(existing.id));
  return (await query.executeTakeFirst()) !== undefined;
}

async function checkStoredValues(
  db: Kysely<any>,
  model: Model,
  spec: FormSpec,
  values: Values,
  existing: Row | null,
  problems: Problems,
): Promise<void> {
  for (const field of spec.fields) {
    const value = values[field.name];
    if (problems.has(field.name) || value === null || value === undefined) continue;
    if (field.type === 'reference' && value !== existing?.[field.name]) {
      const target = findModel(field.reference!)!;
      if ((await missingIds(db, target.table, [Number(value)])).length > 0) problems.add(field.name, 'reference');
    }
    if (field.unique && typeof value === 'string' && (await valueTaken(db, model, field.name, value, existing))) {
      problems.add(field.name, 'taken');
    }
    if ((field.type === 'image' || field.type === 'file') && value !== existing?.[field.name]) {
      const path = typeof value === 'string' ? imagePathOf(value) : undefined;
      if (path === undefined) problems.add(field.name, 'image');
      else values[field.name] = path;
    }
  }
}

async function save(request: FastifyRequest, model: Model, spec: FormSpec, id: number | null): Promise<Values> {
  const { values: sent, images } = await readDeclaredBody(request, spec);
  // Update may send the id of the path along with the form (as the other forms do).
  if (id !== null && 'id' in sent) {
    if (String(sent.id) !== String(id))
      throw new HttpError(422, 'errors.validation', { id: [request.t('forms.id_mismatch')] });
    delete sent.id;
  }
  refuseUnknownFields(request, spec, sent);
  const db = request.server.deps.db as Kysely<any>;
  const existing = id === null ? null : await requireLiveRow(db, model, id);

  // A new record starts from the form's defaults, an edited one from what it holds: a field left out keeps it.
  const start = existing
    ? Object.fromEntries(spec.fields.map((field) => [field.name, existing[field.name]]))
    : declaredFormDefaults(spec);
  const problems = new Problems();
  const parsed = declaredFormSchema(spec).safeParse({ ...start, ...sent });
  if (!parsed.success) problems.addAll(problemsOf(parsed.error, spec));
  // The database's checks run on the fields that passed, so every failure is told at once.
  const values: Values = parsed.success ? { ...parsed.data } : { ...start, ...sent };
  // A new picture replaces whatever the field held.
  for (const name of Object.keys(images)) if (!problems.has(name)) delete values[name];
  await checkStoredValues(db, model, spec, values, existing, problems);
  // Rich text is stored the way it is shown: without scripts, handlers or foreign URLs.
  for (const field of spec.fields) {
    if (field.type === 'richtext' && typeof values[field.name] === 'string')
      values[field.name] = sanitizeRichText(values[field.name] as string).trim();
  }
  throwIfProblems(request, problems);

  for (const [name, image] of Object.entries(images)) values[name] = (await storeImage(request, image)).url;
  // Rich text is stored clean, whatever was sent.
  for (const field of spec.fields)
    if (field.type === 'richtext' && typeof values[field.name] === 'string')
      values[field.name] = sanitizeRichText(values[field.name] as string);
  const now = nowIso();
  const columns = publicColumns(model);
  let stored: Row | undefined;
  try {
    // The write and its activity-log entry together, or neither.
    stored = await db.transaction().execute(async (trx) => {
      const row = await write(trx, model, values, existing, id, now, columns);
      if (row) {
        const adminId = request.admin?.id ?? null;
        await recordFormWrite(trx, { adminId, model: model.name, before: existing, after: row });
      }
      return row;
    });
  } catch (error) {
    const raced = spec.fields.find(
      (field) => field.unique && isUniqueViolation(error, uniqueFieldIndex(model.table, field.name), [field.name]),
    );
    if (raced) throw new HttpError(422, 'errors.validation', { [raced.name]: [request.t('forms.taken')] });
    throw error;
  }
  // Trashed between the check and the write.
  if (!stored) throw new HttpError(404, 'models.item_not_found');
  return { ...presentItem(model, stored), is_trashed: 0 };
}

async function write(
  db: Kysely<any>,
  model: Model,
  values: Values,
  existing: Row | null,
  id: number | null,
  now: string,
  columns: string[],
): Promise<Row | undefined> {
  return (
    existing === null
      ? await db
          .insertInto(model.table)
          .values({ ...values, created_at: now, updated_at: now, deleted_at: null })
          .returning(columns)
          .executeTakeFirstOrThrow()
      : await db
          .updateTable(model.table)
          .set({ ...values, updated_at: now })
          .where('id', '=', id!)
          .where('deleted_at', 'is', null)
          .returning(columns)
          .executeTakeFirst()
  ) as Row | undefined;
}

/** What a client may send for one field (the rules then word any failure as a 422). */
function documentedField(field: FormFieldSpec): JsonSchema {
  const many = (one: JsonSchema): JsonSchema => (field.multiple ? { type: 'array', items: one } : one);
  const described = (schema: JsonSchema): JsonSchema => ({
    ...schema,
    description: field.label.en + (field.required ? ' (required)' : ''),
  });
  switch (field.type) {
    case 'number':
    case 'amount':
      return described({
        type: ['number', 'string', 'null'],
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(field.max !== undefined ? { maximum: field.max } : {}),
      });
    case 'boolean':
      return described({ enum: [0, 1, true, false, '0', '1', 'true', 'false', null, ''] });
    case 'select': {
      const values = (field.options ?? []).map((option) => option.value);
      return described(field.multiple ? many({ enum: values }) : { enum: [...values, null, ''] });
    }
    case 'reference':
      return described(
        field.multiple ? many({ type: ['integer', 'string'] }) : { type: ['integer', 'string', 'null'] },
      );
    case 'image':
    case 'file':
      // In JSON: null, the stored path, or an /uploads/<name> path; a new picture comes as a multipart file.
      return described({ type: ['string', 'null'] });
    default:
      return described({
        type: ['string', 'null'],
        maxLength: field.maxLength ?? (field.type === 'richtext' ? 100_000 : 1000),
        ...(field.type === 'date' ? { format: 'date' } : field.type === 'datetime' ? { format: 'date-time' } : {}),
      });
  }
}

/**
 * The form's JSON body as the document shows it: every field optional (a new record starts from the form's
 * defaults, an edited one from what it holds); `update` also takes the path's `id`.
 */
function documentedBody(spec: FormSpec, withId: boolean): JsonSchema {
  const properties = Object.fromEntries(spec.fields.map((field) => [field.name, documentedField(field)]));
  if (withId) properties.id = { type: ['integer', 'string'], description: 'When sent, the id of the path.' };
  return { type: 'object', additionalProperties: false, properties };
}

/** The same fields as `multipart/form-data` parts, an image field's new picture as a file. */
function multipartBody(spec: FormSpec): JsonSchema | undefined {
  if (!spec.fields.some((field) => field.type === 'image' || field.type === 'file')) return undefined;
  const part = (type: string): JsonSchema =>
    type === 'image' || type === 'file' ? { type: 'string', format: 'binary' } : { type: 'string' };
  return {
    type: 'object',
    properties: Object.fromEntries(spec.fields.map((field) => [field.name, part(field.type)])),
  };
}

function registerDeclaredForm(app: FastifyInstance, model: Model, spec: FormSpec): void {
  const paths = model.writePaths ?? formPaths(model.name);
  // The stored record as getSingle gives its item (`is_trashed` is 0: only live rows are written).
  const item = presentItemSchema(model, { is_trashed: { const: 0 } });
  const tags = [model.label.en];
  const name = model.label.en.toLowerCase();
  const rules = 'Broken rules: 422 with every failing field. Multipart when an image field carries a new picture.';
  app.post(
    paths.create,
    {
      schema: {
        tags,
        summary: `Create (${name})`,
        description: `Needs ${formPermissions(model, 'create').join(' or ')}. ${rules}`,
        response: answerOf(item, 201),
      },
      config: { documentedBody: documentedBody(spec, false), multipart: multipartBody(spec) },
      preHandler: requirePermission(...formPermissions(model, 'create')),
    },
    async (request, reply) => reply.code(201).send({ state: 1, data: await save(request, model, spec, null) }),
  );
  app.post<{ Params: IdParams }>(
    paths.update,
    {
      schema: {
        tags,
        summary: `Change (${name})`,
        description: `Needs ${formPermissions(model, 'edit').join(' or ')}. A field left out keeps its value. ${rules}`,
        params: idParams,
        response: answerOf(item),
      },
      config: { documentedBody: documentedBody(spec, true), multipart: multipartBody(spec) },
      preHandler: requirePermission(...formPermissions(model, 'edit')),
    },
    async (request) => ({ state: 1, data: await save(request, model, spec, Number(request.params.id)) }),
  );
}

/** The write routes of every model that declares a form. */
export async function declaredFormRoutes(app: FastifyInstance): Promise<void> {
  for (const model of MODELS) if (model.form) registerDeclaredForm(app, model, model.form);
}
