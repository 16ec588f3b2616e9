// Discounts (spec 3): the list is served here; the form's rules and writes live in server/forms/discounts.
// Users, workout programmes and diet programmes are linked through link tables (see links.ts there).
import { discountExtras, discountLinkMigration, DISCOUNT_LINKS } from '../forms/discounts/links';
import { field, header, L, options, range, YES_NO } from './define/common';
import { defineModel } from './define/define-model';

const types = options({
  percentage: ['Percentage', 'نسبة مئوية', 'info'],
  fixed: ['Fixed amount', 'مبلغ ثابت', 'secondary'],
});
const genders = options({ male: ['Male', 'ذكر'], female: ['Female', 'أنثى'] });

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export default defineModel({
  name: 'discounts',
  table: 'discounts',
  subject: 'Discount',
  label: L('Discounts', 'الخصومات'),
  menu: { group: 'sales', icon: 'Discount', order: 40 },
  ops: { path: 'ops' },
  title: ['code'],
  columns: {
    // Optional; unique case-insensitively when present (a unique index of the links migration).
    code: 'string?',
    discount_type: 'string',
    value: 'decimal',
    // Only for percentage discounts: the cap in EGP.
    max_value: 'decimal?',
    // Empty = no limit.
    max_users: 'integer?',
    // Empty = any gender.
    gender: 'string?',
    start_date: 'date',
    end_date: 'date',
    applied_for_all_workout_programs: 'flag',
    applied_for_all_diet_programs: 'flag',
  },
  extraMigrations: { links: discountLinkMigration },
  single: discountExtras,
  enabled: true,
  indexes: [['code']],
  fields: [
    field.text('code', L('Code', 'الكود')),
    field.choice('discount_type', L('Type', 'النوع'), types),
    field.choice('gender', L('Gender', 'النوع الاجتماعي'), genders),
    field.choice('applied_for_all_workout_programs', L('All workout programmes', 'كل برامج التمرين'), YES_NO),
    field.choice('applied_for_all_diet_programs', L('All diet programmes', 'كل البرامج الغذائية'), YES_NO),
    field.enabled,
  ],
  ranges: [
    range.date('start_date', L('Start date', 'تاريخ البداية')),
    range.date('end_date', L('End date', 'تاريخ النهاية')),
    range.number('value', L('Value', 'القيمة')),
    range.createdAt,
  ],
  headers: [
    header.text('code', L('Code', 'الكود')),
    header.status(types, 'discount_type', L('Type', 'النوع')),
    header.number('value', L('Value', 'القيمة')),
    header.amount('max_value', L('Max value (EGP)', 'الحد الأقصى (جنيه)')),
    header.number('max_users', L('Max users', 'أقصى عدد مستخدمين')),
    { value: 'gender', text: L('Gender', 'النوع الاجتماعي'), type: 'status', options: genders },
    header.date('start_date', L('Start date', 'تاريخ البداية')),
    header.date('end_date', L('End date', 'تاريخ النهاية')),
    header.enabled,
    header.createdAt,
  ],
  seed: {
    after: ['diet-programs', 'programs', 'users'],
    count: 300,
    row({ index, random, createdAt }) {
      const percentage = random.chance(0.65);
      const free = percentage && random.chance(0.1);
      const start = new Date(Date.parse(createdAt) + random.int(0, 10) * 86_400_000);
      const end = new Date(start.getTime() + random.int(7, 90) * 86_400_000);
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
