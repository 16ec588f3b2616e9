// Link tables between a form's row and the rows it applies to (owner_id, target_id), written with the
// row in one transaction, loaded with it by getSingle (id lists and `{ id, label }` lists).
import type { Kysely, Migration } from 'kysely';
import type { Problems } from '../../../common/forms/problems';
import type { SingleItemContext } from '../../models/define/types';

export interface LinkSpec {
  /** The link table and its column holding the linked row's id. */
  table: string;
  column: string;
  /** The linked model (registry name) and its table. */
  model: string;
  targetTable: string;
  /** Keys of a loaded item: the id list and the `{ id, label }` list. */
  idsKey: string;
  listKey: string;
  /** The rule code when a chosen id names no live row (parameter `ids`). */
  unknownCode: string;
}

export type LinkedIds = Record<string, number[]>;

/** Links to workout programmes and diet programmes, which several forms choose (`program_ids`, `diet_program_ids`). */
export function programmeLinks(tablePrefix: string): LinkSpec[] {
  return [
    {
      table: `${tablePrefix}_programs`,
      column: 'program_id',
      model: 'programs',
      targetTable: 'programs',
      idsKey: 'program_ids',
      listKey: 'programs',
      unknownCode: 'unknown_programs',
    },
    {
      table: `${tablePrefix}_diet_programs`,
      column: 'diet_program_id',
      model: 'diet-programs',
      targetTable: 'diet_programs',
      idsKey: 'diet_program_ids',
      listKey: 'diet_programs',
      unknownCode: 'unknown_diet_programs',
    },
  ];
}

const BATCH = 400;

export interface LinkSet {
  links: readonly LinkSpec[];
  /** Creates the link tables (primary key on both ids, index on the target). */
  migration: Migration;
  read(db: Kysely<any>, ownerId: number): Promise<LinkedIds>;
  /** Replaces every link of the owner (inside the caller's transaction). */
  write(trx: Kysely<any>, ownerId: number, ids: LinkedIds): Promise<void>;
  /** Ids that name no live row, except those already linked (a since-deleted programme may stay). */
  unknownIds(
    db: Kysely<any>,
    link: LinkSpec,
    ids: readonly number[],
    alreadyLinked: readonly number[],
  ): Promise<number[]>;
  /** Adds `unknownCode` for every link whose chosen ids name no live row (already linked ones may stay). */
  checkExisting(db: Kysely<any>, ids: LinkedIds, context: { linked: LinkedIds; problems: Problems }): Promise<void>;
  /** The model's `single` hook: id lists and `{ id, label }` lists. */
  single(context: SingleItemContext): Promise<Record<string, unknown>>;
  /** Inserts link rows in batches (seeding). */
  insert(db: Kysely<any>, link: LinkSpec, pairs: Array<[ownerId: number, targetId: number]>): Promise<void>;
}

/** The links of one owner table, e.g. `linkSet('coupon_id', [...])`. */
export function linkSet(ownerColumn: string, links: readonly LinkSpec[]): LinkSet {
  const set: LinkSet = {
    links,
    migration: {
      async up(db: Kysely<any>) {
        for (const link of links) {
          await db.schema
            .createTable(link.table)
            .addColumn(ownerColumn, 'integer', (column) => column.notNull())
            .addColumn(link.column, 'integer', (column) => column.notNull())
            .addPrimaryKeyConstraint(`${link.table}_pkey`, [ownerColumn, link.column])
            .execute();
          await db.schema
            .createIndex(`${link.table}_${link.column}_index`)
            .on(link.table)
            .column(link.column)
            .execute();
        }
      },
      async down(db: Kysely<any>) {
        for (const link of links) await db.schema.dropTable(link.table).execute();
      },
    },
    async read(db, ownerId) {
      const ids: LinkedIds = {};
      for (const link of links) {
        const rows = await db
          .selectFrom(link.table)
          .select(link.column)
          .where(ownerColumn, '=', ownerId)
          .orderBy(link.column)
          .execute();
        ids[link.idsKey] = rows.map((row) => Number(row[link.column]));
      }
      return ids;
    },
    async write(trx, ownerId, ids) {
      for (const link of links) {
        await trx.deleteFrom(link.table).where(ownerColumn, '=', ownerId).execute();
        await set.insert(
          trx,
          link,
          (ids[link.idsKey] ?? []).map((id) => [ownerId, id]),
        );
      }
    },
    async unknownIds(db, link, ids, alreadyLinked) {
      const candidates = ids.filter((id) => !alreadyLinked.includes(id));
      if (candidates.length === 0) return [];
      const rows = await db
        .selectFrom(link.targetTable)
        .select('id')
        .where('id', 'in', candidates)
        .where('deleted_at', 'is', null)
        .execute();
      const found = new Set(rows.map((row) => Number(row.id)));
      return candidates.filter((id) => !found.has(id));
    },
    async checkExisting(db, ids, { linked, problems }) {
      for (const link of links) {
        const unknown = await set.unknownIds(db, link, ids[link.idsKey] ?? [], linked[link.idsKey] ?? []);
        if (unknown.length > 0) problems.add(link.idsKey, link.unknownCode, { ids: unknown.join(', ') });
      }
    },
    async single(context) {
      const ids = await set.read(context.db, context.id);
      const extras: Record<string, unknown> = { ...ids };
      for (const link of links) extras[link.listKey] = await context.titles(link.model, ids[link.idsKey]);
      return extras;
    },
    async insert(db, link, pairs) {
      const rows = pairs.map(([ownerId, targetId]) => ({ [ownerColumn]: ownerId, [link.column]: targetId }));
      for (let start = 0; start < rows.length; start += BATCH)
        await db
          .insertInto(link.table)
          .values(rows.slice(start, start + BATCH))
          .execute();
    },
  };
  return set;
}
