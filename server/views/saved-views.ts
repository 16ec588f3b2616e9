// Saved views of a model's list (GET/POST views/{model}, POST/DELETE views/{model}/{id}): who may use,
// change and delete them, and their reads and writes. Node-free: the demo backend runs them too.
import type { Kysely } from 'kysely';
import { changedFields } from '../activity/record';
import { recordByAdmin, valueChange, watchRow } from '../activity/write';
import type { SignedInAdmin } from '../auth/guard';
import { hasAnyPermission, pluralOf } from '../auth/permissions';
import { nowIso } from '../db/time';
import { isUniqueViolation } from '../forms/shared/lookups';
import { HttpError } from '../http/errors';
import type { Language } from '../http/language';
import type { Model } from '../models/define/types';
import { requireAny, viewPermissions } from '../search/permissions';
import { requireModel } from '../search/request';
import { type CheckedView, checkView, type ViewBody } from './view-rules';

/** The activity log's model name for saved views. */
export const VIEWS_ACTIVITY_MODEL = 'saved-views';

const MAX_ID = 2_147_483_647;

export interface ViewRequest {
  db: Kysely<any>;
  dialect: 'sqlite' | 'postgres';
  language: Language;
  admin: SignedInAdmin;
  t(key: string, params?: Record<string, string | number>): string;
}

export interface SavedView {
  id: number;
  name: string;
  filters: Record<string, unknown>;
  sort: { by: string | null; desc: boolean };
  columns: string[];
  page_size: number;
  shared_role_ids: number[];
  owner: { id: number; name: string };
  mine: boolean;
  is_default: boolean;
}

interface ViewRow {
  id: number;
  admin_id: number;
  model: string;
  name: string;
  filters: string;
  sort_by: string | null;
  sort_desc: number | string;
  columns: string;
  page_size: number | string;
  first_name: string;
  last_name: string;
}

/** The model of the address, or 404; then 403 without its view permission (as POST search). */
export function viewedModel(request: ViewRequest, name: string): Model {
  const model = requireModel(request.language, name);
  requireAny(request, viewPermissions(model));
  return model;
}

function manages(admin: SignedInAdmin, model: Model): boolean {
  return admin.isSuperAdmin || hasAnyPermission(admin, `manage-${pluralOf(model.subject)}`);
}

/** The live role of the signed-in admin, or null. */
async function roleOf(request: ViewRequest): Promise<number | null> {
  const row = await request.db
    .selectFrom('admins')
    .innerJoin('roles', 'roles.id', 'admins.role_id')
    .select('roles.id')
    .where('admins.id', '=', request.admin.id)
    .where('roles.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

function viewRows(db: Kysely<any>, model: Model) {
  return db
    .selectFrom('saved_views')
    .innerJoin('admins', 'admins.id', 'saved_views.admin_id')
    .select([
      'saved_views.id',
      'saved_views.admin_id',
      'saved_views.model',
      'saved_views.name',
      'saved_views.filters',
      'saved_views.sort_by',
      'saved_views.sort_desc',
      'saved_views.columns',
      'saved_views.page_size',
      'admins.first_name',
      'admins.last_name',
    ])
    .where('saved_views.model', '=', model.name)
    .where('admins.deleted_at', 'is', null);
}

async function sharesOf(db: Kysely<any>, viewIds: readonly number[]): Promise<Map<number, number[]>> {
  const shares = new Map<number, number[]>(viewIds.map((id) => [id, []]));
  if (viewIds.length === 0) return shares;
  const rows = await db
    .selectFrom('saved_view_roles')
    .innerJoin('roles', 'roles.id', 'saved_view_roles.role_id')
    .select(['saved_view_roles.view_id', 'saved_view_roles.role_id'])
    .where('saved_view_roles.view_id', 'in', [...viewIds])
    .where('roles.deleted_at', 'is', null)
    .orderBy('saved_view_roles.role_id')
    .execute();
  for (const row of rows) shares.get(Number(row.view_id))?.push(Number(row.role_id));
  return shares;
}

async function defaultOf(db: Kysely<any>, adminId: number, model: Model): Promise<number | null> {
  const row = await db
    .selectFrom('saved_view_defaults')
    .select('view_id')
    .where('admin_id', '=', adminId)
    .where('model', '=', model.name)
    .executeTakeFirst();
  return row ? Number(row.view_id) : null;
}

function viewData(row: ViewRow, shares: number[], adminId: number, defaultId: number | null): SavedView {
  return {
    id: Number(row.id),
    name: row.name,
    filters: JSON.parse(row.filters) as Record<string, unknown>,
    sort: { by: row.sort_by, desc: Number(row.sort_desc) === 1 },
    columns: JSON.parse(row.columns) as string[],
    page_size: Number(row.page_size),
    shared_role_ids: shares,
    owner: { id: Number(row.admin_id), name: `${row.first_name} ${row.last_name}`.trim() },
    mine: Number(row.admin_id) === adminId,
    is_default: defaultId === Number(row.id),
  };
}

/** The views the signed-in admin may use on the model's list: its own and those shared with its role. */
export async function listViews(request: ViewRequest, model: Model): Promise<SavedView[]> {
  const { db, admin } = request;
  const roleId = await roleOf(request);
  const rows = (await viewRows(db, model)
    .where((eb) =>
      roleId === null
        ? eb('saved_views.admin_id', '=', admin.id)
        : eb.or([
            eb('saved_views.admin_id', '=', admin.id),
            eb(
              'saved_views.id',
              'in',
              eb.selectFrom('saved_view_roles').select('view_id').where('role_id', '=', roleId),
            ),
          ]),
    )
    .orderBy('saved_views.id')
    .execute()) as ViewRow[];
  const shares = await sharesOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  const defaultId = await defaultOf(db, admin.id, model);
  return rows.map((row) => viewData(row, shares.get(Number(row.id)) ?? [], admin.id, defaultId));
}

async function oneView(request: ViewRequest, model: Model, id: number): Promise<SavedView> {
  const row = (await viewRows(request.db, model).where('saved_views.id', '=', id).executeTakeFirst()) as
    | ViewRow
    | undefined;
  if (!row) throw new HttpError(404, 'views.not_found');
  const shares = await sharesOf(request.db, [id]);
  const defaultId = await defaultOf(request.db, request.admin.id, model);
  return viewData(row, shares.get(id) ?? [], request.admin.id, defaultId);
}

async function writeShares(trx: Kysely<any>, viewId: number, roleIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('saved_view_roles').where('view_id', '=', viewId).execute();
  if (roleIds.length > 0) {
    await trx
      .insertInto('saved_view_roles')
      .values(roleIds.map((roleId) => ({ view_id: viewId, role_id: roleId })))
      .execute();
  }
}

/** Makes the view the admin's default of the model (replacing the one before), or stops it being so. */
async function writeDefault(
  trx: Kysely<any>,
  adminId: number,
  model: Model,
  viewId: number,
  isDefault: boolean,
): Promise<void> {
  const current = await defaultOf(trx, adminId, model);
  if (isDefault && current !== viewId) {
    // One row per admin and list: a racing second choice replaces the first instead of failing.
    await trx
      .insertInto('saved_view_defaults')
      .values({ admin_id: adminId, model: model.name, view_id: viewId })
      .onConflict((conflict) => conflict.columns(['admin_id', 'model']).doUpdateSet({ view_id: viewId }))
      .execute();
  } else if (!isDefault && current === viewId) {
    await trx
      .deleteFrom('saved_view_defaults')
      .where('admin_id', '=', adminId)
      .where('model', '=', model.name)
      .execute();
  }
}

function storedColumns(view: CheckedView): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (view.name !== undefined) columns.name = view.name;
  if (view.filters !== undefined) columns.filters = JSON.stringify(view.filters);
  if (view.sort !== undefined) {
    columns.sort_by = view.sort.by;
    columns.sort_desc = view.sort.desc ? 1 : 0;
  }
  if (view.columns !== undefined) columns.columns = JSON.stringify(view.columns);
  if (view.page_size !== undefined) columns.page_size = view.page_size;
  return columns;
}

function ruleContext(request: ViewRequest, model: Model, ownerId: number, viewId?: number) {
  return { db: request.db, language: request.language, t: request.t, model, ownerId, viewId };
}

/** Two saves racing for one name: the unique index refuses the second, answered as the check would (422). */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'saved_views_owner_model_name_unique', ['admin_id', 'model', 'name']))
      throw new HttpError(422, 'errors.validation', { name: ['views.name_taken'] });
    throw error;
  }
}

/** POST views/{model}: a new view of the signed-in admin. */
export async function createView(request: ViewRequest, model: Model, body: Required<ViewBody>): Promise<SavedView> {
  const { admin } = request;
  const checked = await checkView(ruleContext(request, model, admin.id), body);
  const now = nowIso();
  const id = await uniqueName(() =>
    request.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('saved_views')
        .values({ admin_id: admin.id, model: model.name, ...storedColumns(checked), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const viewId = Number(row.id);
      await writeShares(trx, viewId, checked.shared_role_ids ?? []);
      if (body.is_default) await writeDefault(trx, admin.id, model, viewId, true);
      const changes = {
        ...changedFields({}, { model: model.name, ...storedColumns(checked) }),
        ...valueChange('shared_role_ids', [], checked.shared_role_ids ?? []),
        ...(body.is_default ? valueChange('is_default', false, true) : {}),
      };
      await recordByAdmin(trx, request, { action: 'create', model: VIEWS_ACTIVITY_MODEL, ids: [viewId], changes });
      return viewId;
    }),
  );
  return oneView(request, model, id);
}

/** The stored view of the model with its owner, or 404. */
async function storedView(request: ViewRequest, model: Model, id: number): Promise<SavedView> {
  // Ids are 32-bit integers: a larger one names nothing (PostgreSQL would refuse to compare it).
  if (id > MAX_ID) throw new HttpError(404, 'views.not_found');
  return oneView(request, model, id);
}

/** Owner or manage-{models}: may change and delete it; otherwise 403. */
function requireEditable(request: ViewRequest, model: Model, view: SavedView): void {
  if (!view.mine && !manages(request.admin, model)) throw new HttpError(403, 'views.not_yours');
}

/**
 * POST views/{model}/{id}: the fields sent change, the others stay. `is_default` alone is the caller's own
 * choice, so anyone the view is shared with may send it; anything else needs the owner or manage-{models}.
 */
export async function updateView(request: ViewRequest, model: Model, id: number, body: ViewBody): Promise<SavedView> {
  const view = await storedView(request, model, id);
  const { is_default: isDefault, ...fields } = body;
  if (Object.keys(fields).length > 0) requireEditable(request, model, view);
  if (isDefault === true && !view.mine) {
    const usable = (await listViews(request, model)).some((candidate) => candidate.id === id);
    if (!usable) throw new HttpError(403, 'views.not_usable');
  }
  const checked = await checkView(ruleContext(request, model, view.owner.id, id), fields);
  await uniqueName(() =>
    request.db.transaction().execute(async (trx) => {
      const watched = await watchRow(trx, 'saved_views', id);
      const columns = storedColumns(checked);
      if (Object.keys(columns).length > 0) {
        await trx
          .updateTable('saved_views')
          .set({ ...columns, updated_at: nowIso() })
          .where('id', '=', id)
          .execute();
      }
      let shareChange = {};
      if (checked.shared_role_ids !== undefined) {
        await writeShares(trx, id, checked.shared_role_ids);
        shareChange = valueChange('shared_role_ids', view.shared_role_ids, checked.shared_role_ids);
      }
      let defaultChange = {};
      if (isDefault !== undefined) {
        await writeDefault(trx, request.admin.id, model, id, isDefault);
        defaultChange = valueChange('is_default', view.is_default, isDefault);
      }
      await watched.record(
        { adminId: request.admin.id, action: 'update', model: VIEWS_ACTIVITY_MODEL, ids: [id] },
        { ...shareChange, ...defaultChange },
      );
    }),
  );
  return oneView(request, model, id);
}

/** DELETE views/{model}/{id}: by the owner or manage-{models}; its shares and defaults go with it. */
export async function deleteView(request: ViewRequest, model: Model, id: number): Promise<{ id: number }> {
  const view = await storedView(request, model, id);
  requireEditable(request, model, view);
  await request.db.transaction().execute(async (trx) => {
    // The foreign keys cascade too; the demo's database does not enforce them.
    await trx.deleteFrom('saved_view_roles').where('view_id', '=', id).execute();
    await trx.deleteFrom('saved_view_defaults').where('view_id', '=', id).execute();
    await trx.deleteFrom('saved_views').where('id', '=', id).execute();
    await recordByAdmin(trx, request, { action: 'delete', model: VIEWS_ACTIVITY_MODEL, ids: [id] });
  });
  return { id };
}
