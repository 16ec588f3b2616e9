// Reading and changing a category tree: the hierarchy, placing a category among its siblings, refusing
// cycles, and deep copies of a branch with everything it holds. Writers take the open transaction.
import type { Kysely } from 'kysely';
import { recordActivity } from '../activity/record';
import { recordCreated, type WriteEntry } from '../activity/write';
import { requireLiveRow } from '../db/live-rows';
import { nowIso } from '../db/time';
import { HttpError } from '../http/errors';
import type { JsonSchema } from '../http/schema';
import { int, listOf, nullable, shape, str } from '../openapi/answers';
import type { CategoryNode, CategoryRow } from '../../common/models/categoryTree';
import type { TreeKind } from './tree-kinds';

export type { CategoryNode, CategoryRow };

type Row = Record<string, unknown>;
const CHUNK = 400;

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += size) out.push(list.slice(start, start + size));
  return out;
}

function asCategory(row: Row): CategoryRow {
  return {
    id: Number(row.id),
    name_en: String(row.name_en),
    name_ar: String(row.name_ar),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    sort_order: Number(row.sort_order),
    image: (row.image as string | null) ?? null,
  };
}

/** A category as the routes answer it (asCategory). */
export const categoryRowSchema = shape({
  id: int,
  name_en: str,
  name_ar: str,
  parent_id: nullable(int),
  sort_order: int,
  image: nullable(str),
});

/**
 * A node of the hierarchy, its children nodes again (any depth, so the schema refers to itself by anchor),
 * with `more` properties some trees add to every node (the round tree's `rounds`).
 */
export function categoryNodeSchema(anchor: string, more: Record<string, JsonSchema> = {}): JsonSchema {
  const row = categoryRowSchema.properties as Record<string, JsonSchema>;
  return {
    $anchor: anchor,
    ...shape({ ...row, items: int, children: listOf({ $ref: `#${anchor}` }), ...more }),
  };
}

const CATEGORY_COLUMNS = ['id', 'name_en', 'name_ar', 'parent_id', 'sort_order', 'image'];

const bySiblingOrder = (a: CategoryRow, b: CategoryRow) => a.sort_order - b.sort_order || a.id - b.id;

export async function liveCategories(db: Kysely<any>, kind: TreeKind): Promise<CategoryRow[]> {
  const rows = await db.selectFrom(kind.table).select(CATEGORY_COLUMNS).where('deleted_at', 'is', null).execute();
  return rows.map(asCategory);
}

export async function requireCategory(db: Kysely<any>, kind: TreeKind, id: number): Promise<CategoryRow> {
  return asCategory(await requireLiveRow(db, kind.table, id, 'library.category_not_found', CATEGORY_COLUMNS));
}

/** Live content counts per category. */
async function contentCounts(db: Kysely<any>, kind: TreeKind): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom(kind.contents)
    .select(['category_id', db.fn.countAll<number>().as('total')])
    .where('deleted_at', 'is', null)
    .where('category_id', 'is not', null)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.category_id), Number(row.total)]));
}

/** A category tree may be at most this many levels deep (a top-level category is level 1). */
export const MAX_TREE_DEPTH = 10;
/** A paste may create at most this many rows (categories and what they hold). */
export const MAX_PASTE_ROWS = 500;
/**
 * The hierarchy answer shows at most this many levels, so a tree made too deep before the limit existed
 * still answers (its deeper categories are left out) instead of overflowing while it is written.
 */
export const HIERARCHY_MAX_LEVELS = 32;

/**
 * The whole tree: top-level nodes in order, each with its children in order, at most HIERARCHY_MAX_LEVELS
 * deep. Orphans of trashed parents are left out. Built level by level, without recursion.
 */
export async function hierarchy(db: Kysely<any>, kind: TreeKind): Promise<CategoryNode[]> {
  const [rows, counts] = await Promise.all([liveCategories(db, kind), contentCounts(db, kind)]);
  rows.sort(bySiblingOrder);
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) childrenOf.set(row.parent_id, [...(childrenOf.get(row.parent_id) ?? []), row]);
  const node = (row: CategoryRow): CategoryNode => ({ ...row, items: counts.get(row.id) ?? 0, children: [] });
  const roots = (childrenOf.get(null) ?? []).map(node);
  let level = roots;
  for (let depth = 2; depth <= HIERARCHY_MAX_LEVELS && level.length > 0; depth += 1) {
    const next: CategoryNode[] = [];
    for (const parent of level) {
      parent.children = (childrenOf.get(parent.id) ?? []).map(node);
      next.push(...parent.children);
    }
    level = next;
  }
  return roots;
}

/** The level of category `id` (1 at the top), walking up its parents; a broken chain stops the walk. */
export function levelOf(rows: readonly CategoryRow[], id: number | null): number {
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  let level = 0;
  const seen = new Set<number>();
  for (let at = id; at !== null && at !== undefined && !seen.has(at); at = parentOf.get(at) ?? null) {
    seen.add(at);
    level += 1;
  }
  return level;
}

/** How many levels the branch at `rootId` spans (1 for a category without sub-categories). */
export function branchHeight(rows: readonly CategoryRow[], rootId: number): number {
  const ids = branchIds(rows, rootId);
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  const depth = new Map<number, number>([[rootId, 1]]);
  let height = 1;
  for (const id of ids.slice(1)) {
    const level = (depth.get(parentOf.get(id) ?? -1) ?? 0) + 1;
    depth.set(id, level);
    height = Math.max(height, level);
  }
  return height;
}

/** 422 on `parent_id` when a branch `height` levels tall under `parentId` would pass MAX_TREE_DEPTH. */
export function refuseTooDeep(rows: readonly CategoryRow[], parentId: number | null, height: number): void {
  if (levelOf(rows, parentId) + height <= MAX_TREE_DEPTH) return;
  throw new HttpError(422, 'library.too_deep', { parent_id: ['library.too_deep'] });
}

/** The ids of a branch: the category and every descendant, parents before children. */
export function branchIds(rows: readonly CategoryRow[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const row of [...rows].sort(bySiblingOrder))
    if (row.parent_id !== null) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row.id]);
  const out = [rootId];
  const seen = new Set(out);
  for (let index = 0; index < out.length; index += 1)
    for (const child of children.get(out[index]) ?? [])
      if (!seen.has(child)) {
        seen.add(child);
        out.push(child);
      }
  return out;
}

/** 422 when `parentId` is the category itself or one of its descendants. */
export async function refuseCycle(db: Kysely<any>, kind: TreeKind, id: number, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  if (branchIds(await liveCategories(db, kind), id).includes(parentId))
    throw new HttpError(422, 'library.into_itself', { parent_id: ['library.into_itself'] });
}

/** A live parent, or 422 on `parent_id`. */
export async function requireParent(db: Kysely<any>, kind: TreeKind, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const missing = new HttpError(422, 'errors.validation', { parent_id: ['library.parent_not_found'] });
  await requireLiveRow(db, kind.table, parentId, missing);
}

function whereParent<Q extends { where: (...args: any[]) => Q }>(query: Q, parentId: number | null): Q {
  return parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
}

/** The next free place at the end of a parent's children. */
export async function nextSiblingOrder(db: Kysely<any>, kind: TreeKind, parentId: number | null): Promise<number> {
  const row = await whereParent(
    db.selectFrom(kind.table).select(db.fn.max<number>('sort_order').as('last')).where('deleted_at', 'is', null),
    parentId,
  ).executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/**
 * Puts a category at `position` (1-based, default last) among the children of `parentId` and numbers the
 * siblings 1…n, so the order has no gaps or ties after any move.
 */
export async function placeCategory(
  trx: Kysely<any>,
  kind: TreeKind,
  id: number,
  parentId: number | null,
  position?: number,
): Promise<void> {
  const siblings = (
    await whereParent(
      trx.selectFrom(kind.table).select(['id', 'sort_order']).where('deleted_at', 'is', null).where('id', '!=', id),
      parentId,
    ).execute()
  )
    .map((row) => ({ id: Number(row.id), sort_order: Number(row.sort_order) }))
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  const at = Math.min(Math.max((position ?? siblings.length + 1) - 1, 0), siblings.length);
  const ordered = [...siblings.slice(0, at), { id, sort_order: -1 }, ...siblings.slice(at)];
  const now = nowIso();
  for (const [index, sibling] of ordered.entries()) {
    if (sibling.id !== id && sibling.sort_order === index + 1) continue;
    await trx
      .updateTable(kind.table)
      .set({ sort_order: index + 1, updated_at: now, ...(sibling.id === id ? { parent_id: parentId } : {}) })
      .where('id', '=', sibling.id)
      .execute();
  }
}

/** Numbers the live children of `parentId` 1…n in their current order (after one of them left). */
export async function renumberChildren(trx: Kysely<any>, kind: TreeKind, parentId: number | null): Promise<void> {
  const children = (
    await whereParent(
      trx.selectFrom(kind.table).select(['id', 'sort_order']).where('deleted_at', 'is', null),
      parentId,
    ).execute()
  )
    .map((row) => ({ id: Number(row.id), sort_order: Number(row.sort_order) }))
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  for (const [index, child] of children.entries())
    if (child.sort_order !== index + 1)
      await trx
        .updateTable(kind.table)
        .set({ sort_order: index + 1 })
        .where('id', '=', child.id)
        .execute();
}

/** Copies of rows with new foreign keys; ids of the copies in the order of `rows` when `withIds`. */
async function insertCopies(
  trx: Kysely<any>,
  table: string,
  rows: readonly Row[],
  change: (row: Row) => Row,
  withIds: boolean,
): Promise<number[]> {
  const now = nowIso();
  const copies = rows.map((row) => {
    const { id: _id, ...rest } = row;
    return { ...rest, ...change(row), created_at: now, updated_at: now, deleted_at: null };
  });
  if (!withIds) {
    for (const part of chunks(copies)) await trx.insertInto(table).values(part).execute();
    return [];
  }
  const ids: number[] = [];
  for (const copy of copies)
    ids.push(Number((await trx.insertInto(table).values(copy).returning('id').executeTakeFirstOrThrow()).id));
  return ids;
}

/** Live rows of `table` whose `column` is one of `ids`, in their order. */
async function liveRowsIn(trx: Kysely<any>, table: string, column: string, ids: readonly number[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const part of chunks(ids))
    rows.push(
      ...(await trx
        .selectFrom(table)
        .selectAll()
        .where(column, 'in', part)
        .where('deleted_at', 'is', null)
        .orderBy('sort_order')
        .orderBy('id')
        .execute()),
    );
  return rows;
}

/** Copies the attached exercises of the given rounds onto their copies (`copyOf`: round id → copy id). */
export async function copyRoundAttachments(trx: Kysely<any>, copyOf: ReadonlyMap<number, number>): Promise<void> {
  const attached = await liveRowsIn(trx, 'attached_exercises', 'round_id', [...copyOf.keys()]);
  await insertCopies(
    trx,
    'attached_exercises',
    attached,
    (row) => ({ round_id: copyOf.get(Number(row.round_id)) }),
    false,
  );
}

/** 422 when copying the categories `ids` and what they hold would create more than MAX_PASTE_ROWS rows. */
async function refuseTooLarge(trx: Kysely<any>, kind: TreeKind, ids: readonly number[]): Promise<void> {
  let total = ids.length;
  for (const part of chunks(ids)) {
    const row = await trx
      .selectFrom(kind.contents)
      .select(trx.fn.countAll<number>().as('total'))
      .where('category_id', 'in', part)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    total += Number(row?.total ?? 0);
  }
  if (total > MAX_PASTE_ROWS)
    throw new HttpError(422, 'library.paste_too_large', { category_id: ['library.paste_too_large'] });
}

/**
 * Deep copy of the branch at `rootId` under `parentId` (placed last): every descendant category and
 * everything they hold get new rows, so the copy shares nothing with the original. Returns the new root's id.
 */
export async function copyBranch(
  trx: Kysely<any>,
  kind: TreeKind,
  rootId: number,
  parentId: number | null,
): Promise<number> {
  const rows = await liveCategories(trx, kind);
  const ids = branchIds(rows, rootId);
  refuseTooDeep(rows, parentId, branchHeight(rows, rootId));
  await refuseTooLarge(trx, kind, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const copyOf = new Map<number, number>();
  const now = nowIso();
  const rootOrder = await nextSiblingOrder(trx, kind, parentId);
  const depth = new Map<number, number>([[rootId, 0]]);
  for (const id of ids) if (id !== rootId) depth.set(id, depth.get(byId.get(id)!.parent_id!)! + 1);
  const levels: number[][] = [];
  for (const id of ids) (levels[depth.get(id)!] ??= []).push(id);
  // A level at a time, many rows per statement: each copy is written with a provisional order, -(its place
  // in the statement), which tells which original it copies; the real orders are set afterwards.
  for (const level of levels) {
    for (const part of chunks(level)) {
      const inserted = await trx
        .insertInto(kind.table)
        .values(
          part.map((id, place) => {
            const row = byId.get(id)!;
            return {
              name_en: row.name_en,
              name_ar: row.name_ar,
              image: row.image,
              parent_id: id === rootId ? parentId : copyOf.get(row.parent_id!)!,
              sort_order: -(place + 1),
              created_at: now,
              updated_at: now,
              deleted_at: null,
            };
          }),
        )
        .returning(['id', 'sort_order'])
        .execute();
      for (const row of inserted) copyOf.set(part[-Number(row.sort_order) - 1], Number(row.id));
    }
    const byOrder = new Map<number, number[]>();
    for (const id of level) {
      const order = id === rootId ? rootOrder : byId.get(id)!.sort_order;
      byOrder.set(order, [...(byOrder.get(order) ?? []), copyOf.get(id)!]);
    }
    for (const [order, copies] of byOrder)
      for (const part of chunks(copies))
        await trx.updateTable(kind.table).set({ sort_order: order }).where('id', 'in', part).execute();
  }
  const contents = await liveRowsIn(trx, kind.contents, 'category_id', ids);
  const contentIds = await insertCopies(
    trx,
    kind.contents,
    contents,
    (row) => ({ category_id: copyOf.get(Number(row.category_id)) }),
    kind.contentsOwnAttached,
  );
  if (kind.contentsOwnAttached)
    await copyRoundAttachments(trx, new Map(contents.map((row, index) => [Number(row.id), contentIds[index]])));
  return copyOf.get(rootId)!;
}

/** Copies one content row (an attached exercise or a round with its exercises) into a category, placed last. */
export async function copyContent(
  trx: Kysely<any>,
  table: string,
  row: Row,
  placement: Row,
  ownsAttached: boolean,
): Promise<number> {
  const [id] = await insertCopies(trx, table, [row], () => placement, true);
  if (ownsAttached) await copyRoundAttachments(trx, new Map([[Number(row.id), id]]));
  return id;
}

/** Moves row `id` of `table` to the trash and records it (`entry` names who and what). */
export async function trashRow(trx: Kysely<any>, table: string, id: number, entry: Omit<WriteEntry, 'ids'>) {
  const now = nowIso();
  await trx.updateTable(table).set({ deleted_at: now, updated_at: now }).where('id', '=', id).execute();
  await recordActivity(trx, { ...entry, ids: [id] });
}

/** A live row of `table` with all its columns, or 422 naming `field`. */
export function requireLive(db: Kysely<any>, table: string, rowId: number, field: string): Promise<Row> {
  const missing = new HttpError(422, 'errors.validation', { [field]: ['library.not_found_here'] });
  return requireLiveRow(db, table, rowId, missing, '*');
}

export interface Paste {
  /** The pasted row: its table, id and the body field that named it. */
  table: string;
  id: number;
  field: string;
  /** The live category it goes to the end of. */
  categoryTable: string;
  categoryId: number;
  /** More of the copy's place than its category and order. */
  placement?: Row;
  entry: Omit<WriteEntry, 'ids'>;
  /** Whether the row's attached exercises are copied with it (a round's). */
  ownsAttached?: boolean;
}

/** Copies a live row to the end of a live category (422 naming the missing one); the copy's id. */
export async function pasteIntoCategory(trx: Kysely<any>, paste: Paste): Promise<number> {
  const { table, categoryId } = paste;
  const original = await requireLive(trx, table, paste.id, paste.field);
  await requireLive(trx, paste.categoryTable, categoryId, 'category_id');
  const placement = {
    category_id: categoryId,
    ...paste.placement,
    sort_order: await nextContentOrder(trx, table, 'category_id', categoryId),
  };
  const copyId = await copyContent(trx, table, original, placement, paste.ownsAttached ?? false);
  const entry = { ...paste.entry, ids: [copyId] };
  await recordCreated(trx, table, entry, { copy_of: { before: null, after: paste.id } });
  return copyId;
}

/** The next place at the end of a container (`column` = `value`) of `table`. */
export async function nextContentOrder(
  trx: Kysely<any>,
  table: string,
  column: string,
  value: number,
): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select(trx.fn.max<number>('sort_order').as('last'))
    .where(column, '=', value)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}
