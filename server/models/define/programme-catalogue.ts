// What workout and diet programmes share: a bilingual name and description, an image, a goal, a price, a
// length in weeks and a level, with the same filters, columns and form fields. Each model spreads it in.
import { bilingual, L, LABELS, options } from './common';
import type { ModelInput } from './define-model';
import {
  bilingualName,
  bilingualText,
  createdAt,
  enabled,
  image,
  integer,
  money,
  type Prop,
  sortOrder,
  status,
} from './props';

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

const name = bilingualName();
const description = bilingualText('description', LABELS.description, {
  column: 'text?',
  type: 'richtext',
  form: true,
});
const picture = image('image', LABELS.image, { form: { label: L('Cover image', 'صورة الغلاف') } });
const goal = status(PROGRAMME_GOALS, {
  name: 'goal',
  label: GOAL,
  filter: true,
  form: { required: true, default: 'general_fitness' },
});
const level = status(PROGRAMME_LEVELS, {
  name: 'level',
  label: LEVEL,
  filter: true,
  form: { required: true, default: 'beginner' },
});
const weeks = integer('duration_weeks', WEEKS, { range: true, form: { required: true, min: 1, max: 52, default: 4 } });
const price = money('price', LABELS.price, {
  range: true,
  form: { required: true, min: 0, max: 1_000_000, default: 0 },
});

/**
 * What a programme model declares: the shared properties around its own (`own`, in table-column order),
 * each list in the order both kinds of programme show it.
 */
export function programmeCatalogue(own: readonly Prop[]) {
  return {
    title: bilingual('name'),
    indexes: [['level', 'created_at']],
    props: [name, picture, level, goal, price, weeks, ...own, description, sortOrder, enabled, createdAt],
    columns: [name, description, picture, goal, price, weeks, level, sortOrder, ...own],
    fields: [name, level, goal, enabled, ...own],
    ranges: [price, weeks, createdAt],
    form: { fields: [name, description, picture, goal, level, weeks, price, ...own, sortOrder, enabled] },
  } satisfies Partial<ModelInput>;
}
