// A discount's users, workout programmes and diet programmes (link tables discount_users,
// discount_programs, discount_diet_programs), and its code: unique case-insensitively when present.
import type { Kysely, Migration } from 'kysely';
import { linkSet } from '../shared/links';
import { uniqueLowerIndex } from '../shared/lookups';

export const discountLinks = linkSet('discount_id', [
  { table: 'discount_users', column: 'user_id', model: 'users', targetTable: 'users', idsKey: 'users_ids', listKey: 'users', unknownCode: 'unknown_users' },
  { table: 'discount_programs', column: 'program_id', model: 'programs', targetTable: 'programs', idsKey: 'program_ids', listKey: 'programs', unknownCode: 'unknown_programs' },
  {
    table: 'discount_diet_programs',
    column: 'diet_program_id',
    model: 'diet-programs',
    targetTable: 'diet_programs',
    idsKey: 'diet_program_ids',
    listKey: 'diet_programs',
    unknownCode: 'unknown_diet_programs',
  },
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
