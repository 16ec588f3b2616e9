// Configurable forms (questionnaires, applications) shown in the apps.
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';
import { FORM_NAMES } from './seed/vocabulary';

const audiences = options({
  users: ['Users', 'المستخدمون', 'primary'],
  sellers: ['Sellers', 'البائعون', 'secondary'],
  coaches: ['Coaches', 'المدربون', 'info'],
});

export default defineModel({
  name: 'dynamic-forms',
  table: 'dynamic_forms',
  subject: 'DynamicForm',
  label: L('Dynamic Forms', 'النماذج الديناميكية'),
  menu: { group: 'configuration', icon: 'DynamicForm', order: 10 },
  title: bilingual('name'),
  columns: {
    ...bilingualColumns('name'),
    slug: 'string',
    audience: 'string',
    fields_count: 'integer',
    submissions_count: 'integer',
  },
  enabled: true,
  fields: [
    field.bilingualText('name', LABELS.name),
    { name: 'audience', label: L('Audience', 'الفئة'), type: 'select', options: audiences, multiple: true },
    field.enabled,
  ],
  ranges: [range.number('submissions_count', L('Submissions', 'الإرسالات')), range.createdAt],
  headers: [
    header.bilingual('name', LABELS.name),
    header.text('slug', L('Slug', 'الرابط')),
    header.status(audiences, 'audience', L('Audience', 'الفئة')),
    header.number('fields_count', L('Fields', 'الحقول')),
    header.number('submissions_count', L('Submissions', 'الإرسالات')),
    header.enabled,
    header.createdAt,
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
