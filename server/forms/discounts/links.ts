// A discount's users, workout programmes and diet programmes (link tables discount_users,
// discount_programs, discount_diet_programs), and its code: unique case-insensitively when present.
import type { Kysely, Migration } from 'kysely';
import { linkSet, programmeLinks } from '../shared/links';
import { uniqueLowerIndex } from '../shared/lookups';

export const discountLinks = linkSet('discount_id', [
  {
    table: 'discount_users',
    column: 'user_id',
    model: 'users',
    targetTable: 'users',
    idsKey: 'users_ids',
    listKey: 'users',
    unknownCode: 'unknown_users',
  },
  ...programmeLinks('discount'),
]);

export const DISCOUNT_CODE_INDEX = 'discounts_code_unique';
const codeIndex = uniqueLowerIndex('discounts', 'code', DISCOUNT_CODE_INDEX);

/** The link tables and the code index, in one migration (NULL codes do not clash). */
export const discountLinkMigration: Migration = {
  async up(db: Kysely<any>) {
    await discountLinks.migration.up(db);
    await codeIndex.up(db);
  },
  async down(db: Kysely<any>) {
    await codeIndex.down?.(db);
    await discountLinks.migration.down?.(db);
  },
};

/** What the discount model reads: the links (seeding) and a loaded discount's id and `{ id, label }` lists (spec 3). */
export const DISCOUNT_LINKS = discountLinks.links;
export const discountExtras = discountLinks.single;
