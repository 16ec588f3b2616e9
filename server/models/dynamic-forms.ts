// Configurable forms (questionnaires, applications) shown in the apps.
import { L, options } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualName, createdAt, enabledListed, integer, status, text } from './define/props';
import { FORM_NAMES } from './seed/vocabulary';

const audiences = options({
  users: ['Users', 'الأعضاء', 'primary'],
  sellers: ['Sellers', 'البائعون', 'secondary'],
  coaches: ['Coaches', 'المدربون', 'info'],
});

export default defineModel({
  name: 'dynamic-forms',
  label: L('Dynamic Forms', 'النماذج الديناميكية'),
  menu: { group: 'configuration', icon: 'DynamicForm', order: 10 },
  props: [
    bilingualName({ form: false }),
    text('slug', L('Slug', 'الرابط')),
    status(audiences, { name: 'audience', label: L('Audience', 'الفئة'), filter: true }),
    integer('fields_count', L('Fields', 'الحقول')),
    integer('submissions_count', L('Submissions', 'الإرسالات'), { range: true }),
    enabledListed,
    createdAt,
  ],
  seed: {
    count: 120,
    row({ index, random }) {
      const [en, ar] = FORM_NAMES[index % FORM_NAMES.length];
      const version = Math.floor(index / FORM_NAMES.length) + 1;
      return {
        name_en: `${en} v${version}`,
        name_ar: `${ar} - الإصدار ${version}`,
        slug: `${en.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-v${version}`,
        audience: random.pick(['users', 'sellers', 'coaches']),
        fields_count: random.int(3, 25),
        submissions_count: random.int(0, 5000),
      };
    },
  },
});
