// Discounts (spec 3): the list is served here; the form's rules and writes live in server/forms/discounts.
// Users, workout programmes and diet programmes are linked through link tables (see links.ts there).
import { discountExtras, discountLinkMigration, DISCOUNT_LINKS } from '../forms/discounts/links';
import { L } from './define/common';
import { defineModel } from './define/define-model';
import { discountType, discountValue } from './define/offers';
import type { Localized } from './define/types';
import { createdAt, date, enabledListed, flag, integer, money, status, text } from './define/props';
import { DAY, isoDate } from './seed/dates';
import { GENDERS } from './define/states';

// Optional; unique case-insensitively when present (a unique index of the links migration).
const code = text('code', L('Code', 'الكود'), { column: 'string?', filter: true });
// Only for percentage discounts: the cap in EGP.
const maxValue = money('max_value', L('Max value (EGP)', 'الحد الأقصى (جنيه)'), { column: 'decimal?' });
// Empty = no limit.
const maxUsers = integer('max_users', L('Max users', 'أقصى عدد أعضاء'), { column: 'integer?' });
// Empty = any gender.
const gender = status(GENDERS, {
  name: 'gender',
  label: L('Gender', 'النوع الاجتماعي'),
  column: 'string?',
  filter: 'choice',
  header: { sortable: false },
});
const start = date('start_date', L('Start date', 'تاريخ البداية'), { range: true });
const end = date('end_date', L('End date', 'تاريخ النهاية'), { range: true });
const forAll = (name: string, label: Localized) => flag(name, label, { filter: true, header: false });
const allWorkouts = forAll('applied_for_all_workout_programs', L('All workout programmes', 'كل برامج التمرين'));
const allDiets = forAll('applied_for_all_diet_programs', L('All diet programmes', 'كل البرامج الغذائية'));

export default defineModel({
  name: 'discounts',
  label: L('Discounts', 'الخصومات'),
  menu: { group: 'sales', icon: 'Discount', order: 40 },
  ops: { path: 'ops' },
  title: ['code'],
  props: [
    code,
    discountType,
    discountValue,
    maxValue,
    maxUsers,
    gender,
    start,
    end,
    allWorkouts,
    allDiets,
    enabledListed,
    createdAt,
  ],
  columns: [code, discountType, discountValue, maxValue, maxUsers, gender, start, end, allWorkouts, allDiets],
  extraMigrations: { links: discountLinkMigration },
  single: discountExtras,
  indexes: [['code']],
  ranges: [start, end, discountValue, createdAt],
  seed: {
    after: ['diet-programs', 'programs', 'users'],
    count: 300,
    row({ index, random, createdAt }) {
      const percentage = random.chance(0.65);
      const free = percentage && random.chance(0.1);
      const start = Date.parse(createdAt) + random.int(0, 10) * DAY;
      const end = start + random.int(7, 90) * DAY;
      return {
        code: `SAVE${String(index + 1).padStart(4, '0')}`,
        discount_type: percentage ? 'percentage' : 'fixed',
        value: free
          ? 100
          : percentage
            ? random.pick([5, 10, 15, 20, 25, 30, 50])
            : random.pick([50, 100, 150, 200, 300]),
        max_value: percentage ? (free ? 100 : random.pick([100, 200, 500])) : null,
        max_users: random.pick([null, 10, 50, 100, 500]),
        gender: random.weighted([
          [null, 6],
          ['male', 2],
          ['female', 2],
        ]),
        start_date: isoDate(start),
        end_date: isoDate(end),
        applied_for_all_workout_programs: random.chance(0.5) ? 1 : 0,
        applied_for_all_diet_programs: random.chance(0.5) ? 1 : 0,
      };
    },
    // Some discounts target a few users; those not applied to all programmes name a few of them.
    async afterRows({ db, random, ids }) {
      const discounts = await db
        .selectFrom('discounts')
        .select(['id', 'applied_for_all_workout_programs', 'applied_for_all_diet_programs'])
        .execute();
      const [users, programs, dietPrograms] = DISCOUNT_LINKS;
      const pickSome = (from: readonly number[], min: number, max: number) => [
        ...new Set(Array.from({ length: random.int(min, max) }, () => random.pick(from))),
      ];
      const rows = new Map<string, Array<Record<string, number>>>(DISCOUNT_LINKS.map((link) => [link.table, []]));
      for (const discount of discounts) {
        const id = Number(discount.id);
        const add = (link: (typeof DISCOUNT_LINKS)[number], linked: number[]) =>
          linked.forEach((target) => rows.get(link.table)!.push({ discount_id: id, [link.column]: target }));
        if (random.chance(0.3)) add(users, pickSome(ids('users'), 1, 5));
        if (!Number(discount.applied_for_all_workout_programs)) add(programs, pickSome(ids('programs'), 1, 4));
        if (!Number(discount.applied_for_all_diet_programs)) add(dietPrograms, pickSome(ids('diet-programs'), 1, 3));
      }
      for (const [table, linkRows] of rows) {
        for (let start = 0; start < linkRows.length; start += 400)
          await db
            .insertInto(table)
            .values(linkRows.slice(start, start + 400))
            .execute();
      }
    },
  },
});
