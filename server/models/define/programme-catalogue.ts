// What workout and diet programmes share: a bilingual name and description, an image, a goal, a price, a
// length in weeks and a level, with the same filters, columns and form fields. Each model spreads it in.
import type { FormFieldSpec } from '../../../common/forms/fields';
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range } from './common';
import { formField, nameFormFields } from './form-fields';
import type { ModelDeclaration } from './types';

export const PROGRAMME_LEVELS = options({
  beginner: ['Beginner', 'مبتدئ', 'success'],
  intermediate: ['Intermediate', 'متوسط', 'info'],
  advanced: ['Advanced', 'متقدم', 'warning'],
});

export const PROGRAMME_GOALS = options({
  lose_weight: ['Lose weight', 'إنقاص الوزن', 'success'],
  build_muscle: ['Build muscle', 'بناء العضلات', 'primary'],
  endurance: ['Endurance', 'التحمل', 'info'],
  mobility: ['Mobility', 'المرونة', 'secondary'],
  general_fitness: ['General fitness', 'لياقة عامة', 'default'],
});

export const LEVEL = L('Level', 'المستوى');
export const GOAL = L('Goal', 'الهدف');
export const WEEKS = L('Weeks', 'الأسابيع');
const DESCRIPTION = L('Description', 'الوصف');

/** The form fields both kinds of programme start with. */
export const programmeFormFields: readonly FormFieldSpec[] = [
  ...nameFormFields,
  ...formField.bilingual('description', ['Description', 'الوصف'], 'richtext'),
  formField.image('image', L('Cover image', 'صورة الغلاف')),
  formField.select('goal', GOAL, PROGRAMME_GOALS, { required: true, default: 'general_fitness' }),
  formField.select('level', LEVEL, PROGRAMME_LEVELS, { required: true, default: 'beginner' }),
  formField.integer('duration_weeks', WEEKS, { required: true, min: 1, max: 52, default: 4 }),
  formField.amount('price', LABELS.price, { required: true, min: 0, max: 1_000_000, default: 0 }),
];

export const programmeEnd: readonly FormFieldSpec[] = [formField.sortOrder(), formField.enabled];

export const programmeCatalogue = {
  title: bilingual('name'),
  columns: {
    ...bilingualColumns('name'),
    ...bilingualColumns('description', 'text?'),
    image: 'string?',
    goal: 'string',
    price: 'decimal',
    duration_weeks: 'integer',
    level: 'string',
    sort_order: 'integer',
  },
  enabled: true,
  indexes: [['level', 'created_at']],
  ranges: [
    range.number('price', LABELS.price),
    { name: 'duration_weeks', label: WEEKS, type: 'bigint' },
    range.createdAt,
  ],
} satisfies Partial<ModelDeclaration>;

export const programmeFilters = [
  field.bilingualText('name', LABELS.name),
  field.status(PROGRAMME_LEVELS, 'level', LEVEL),
  field.status(PROGRAMME_GOALS, 'goal', GOAL),
  field.enabled,
];

export const programmeHeadersStart = [
  header.bilingual('name', LABELS.name),
  header.image('image', LABELS.image),
  header.status(PROGRAMME_LEVELS, 'level', LEVEL),
  header.status(PROGRAMME_GOALS, 'goal', GOAL),
  header.amount('price', LABELS.price),
  { value: 'duration_weeks', text: WEEKS, type: 'number', sortable: true },
] as const;

export const programmeHeadersEnd = [
  { value: 'description', text: DESCRIPTION, type: 'html', column: bilingual('description') },
  header.number('sort_order', LABELS.sortOrder),
  header.enabled,
  header.createdAt,
] as const;
