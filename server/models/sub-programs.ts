// Sub-programmes (spec 2.2 sub-programs, 7.2 subprograms): the phases of a programme, each with its days
// of exercises, categories and rounds (server/programmes/plan.ts). `version` counts saved plans, so a save
// made on an older plan is refused instead of overwriting someone else's work.
import { L, LABELS } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualText, createdAt, enabled, integer, ref, sortOrderFrom } from './define/props';
import { planMigration, seedPlans } from '../programmes/plan-store';

const WEEKS = L('Weeks', 'الأسابيع');
const PHASES = [
  ['Foundation', 'التأسيس'],
  ['Build', 'البناء'],
  ['Peak', 'الذروة'],
] as const;

const name = bilingualText('name', LABELS.name, { link: true, filter: true, form: { required: true } });
const programme = ref('program', LABELS.programme, 'programs', { link: true, filter: true, form: { required: true } });
const weeks = integer('weeks', WEEKS, { range: true, form: { required: true, min: 1, max: 52, default: 4 } });
const description = bilingualText('description', LABELS.description, {
  column: 'text?',
  type: 'textarea',
  header: false,
  form: true,
});

export default defineModel({
  name: 'sub-programs',
  label: L('Sub-programs', 'البرامج الفرعية'),
  menu: { group: 'programs', icon: 'ViewList', order: 30 },
  detailsRoute: 'Sub-programs-edit',
  writePaths: { create: '/subprograms', update: '/subprograms/:id' },
  props: [name, programme, weeks, sortOrderFrom({ default: 1 }), enabled, createdAt, description],
  columns: [programme, name, description, sortOrderFrom(), weeks, { version: 'integer?' }],
  indexes: [['program_id', 'sort_order']],
  form: { fields: [programme, name, description, weeks, sortOrderFrom({ default: 1 }), enabled] },
  extraMigrations: { plan: planMigration },
  seed: {
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
