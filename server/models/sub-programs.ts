// Sub-programmes (spec 2.2 sub-programs, 7.2 subprograms): the phases of a programme, each with its days
// of exercises, categories and rounds (server/programmes/plan.ts). `version` counts saved plans, so a save
// made on an older plan is refused instead of overwriting someone else's work.
import { bilingual, bilingualColumns, field, header, L, LABELS, range } from './define/common';
import { defineModel } from './define/define-model';
import { enabledFormField, formField, nameFormFields } from './define/form-fields';
import { planMigration, seedPlans } from '../programmes/plan-store';

const PROGRAMME = L('Programme', 'البرنامج');
const WEEKS = L('Weeks', 'الأسابيع');
const PHASES = [
  ['Foundation', 'التأسيس'],
  ['Build', 'البناء'],
  ['Peak', 'الذروة'],
] as const;

export default defineModel({
  name: 'sub-programs',
  subject: 'SubProgram',
  label: L('Sub-programs', 'البرامج الفرعية'),
  menu: { group: 'programs', icon: 'ViewList', order: 30 },
  ops: { path: 'ops' },
  title: bilingual('name'),
  detailsRoute: 'Sub-programs-edit',
  writePaths: { create: '/subprograms', update: '/subprograms/:id' },
  columns: {
    program_id: 'integer',
    ...bilingualColumns('name'),
    ...bilingualColumns('description', 'text?'),
    sort_order: 'integer',
    weeks: 'integer',
    version: 'integer?',
  },
  enabled: true,
  indexes: [['program_id', 'sort_order']],
  fields: [field.bilingualText('name', LABELS.name), field.remote('program_id', PROGRAMME, 'programs'), field.enabled],
  form: {
    fields: [
      formField.reference('program_id', PROGRAMME, 'programs', { required: true }),
      ...nameFormFields,
      ...formField.bilingual('description', ['Description', 'الوصف'], 'textarea'),
      formField.integer('weeks', WEEKS, { required: true, min: 1, max: 52, default: 4 }),
      formField.sortOrder({ default: 1 }),
      enabledFormField,
    ],
  },
  ranges: [range.number('weeks', WEEKS), range.createdAt],
  headers: [
    header.bilingual('name', LABELS.name, 'link'),
    header.relation('program', PROGRAMME, 'program_id', 'programs', 'link'),
    header.number('weeks', WEEKS),
    header.number('sort_order', LABELS.sortOrder),
    header.enabled,
    header.createdAt,
  ],
  extraMigrations: { plan: planMigration },
  seed: {
    after: ['programs'],
    count: 36,
    trashed: 0,
    disabled: 0,
    row({ index, ids }) {
      // The first twelve programmes get three phases each.
      const programmes = ids('programs');
      const [en, ar] = PHASES[index % PHASES.length];
      return {
        program_id: programmes[Math.floor(index / PHASES.length) % programmes.length],
        name_en: en,
        name_ar: ar,
        description_en: `${en} phase of the programme.`,
        description_ar: `مرحلة ${ar} من البرنامج.`,
        weeks: 4,
        sort_order: (index % PHASES.length) + 1,
        version: 1,
      };
    },
    afterRows: seedPlans,
  },
});
