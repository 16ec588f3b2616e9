// Frequently asked questions shown in the app: a question (title) and an answer (body) in each language,
// a section and an order. The form saves through POST faq/store and faq/update/{id} (spec 7.5).
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';
import { enabledFormField, formField } from './define/form-fields';
import { FAQ_TOPICS, paragraph } from './seed/vocabulary';

const sections = options({
  general: ['General', 'عام'],
  payments: ['Payments', 'المدفوعات'],
  programmes: ['Programmes', 'البرامج'],
  delivery: ['Delivery', 'التوصيل'],
});

export default defineModel({
  name: 'faqs',
  table: 'faqs',
  subject: 'Faq',
  label: L('FAQs', 'الأسئلة الشائعة'),
  menu: { group: 'communication', icon: 'HelpCenter', order: 30 },
  // The list is /default/faq-list, the form /default/faq/ops/:id?.
  resource: 'faq-list',
  ops: { base: 'faq', path: 'ops' },
  writePaths: { create: '/faq/store', update: '/faq/update/:id' },
  title: bilingual('title'),
  columns: {
    ...bilingualColumns('title'),
    ...bilingualColumns('body', 'text'),
    section: 'string',
    sort_order: 'integer',
  },
  form: {
    fields: [
      ...formField.bilingual('title', ['Question', 'السؤال'], 'text', { required: true }),
      ...formField.bilingual('body', ['Answer', 'الإجابة'], 'richtext', { required: true }),
      formField.select('section', L('Category', 'التصنيف'), sections, { required: true, default: 'general' }),
      formField.sortOrder(),
      enabledFormField,
    ],
  },
  enabled: true,
  switches: { chartable: false },
  defaultSort: { column: 'sort_order', desc: false },
  fields: [
    field.text('question', L('Question', 'السؤال'), ['title_en', 'title_ar']),
    { name: 'section', label: L('Section', 'القسم'), type: 'select', options: sections, multiple: true },
    field.enabled,
  ],
  ranges: [range.createdAt],
  headers: [
    header.bilingual('title', L('Question', 'السؤال')),
    { value: 'body', text: L('Answer', 'الإجابة'), type: 'html', column: bilingual('body') },
    header.status(sections, 'section', L('Section', 'القسم')),
    header.number('sort_order', LABELS.sortOrder),
    header.enabled,
    header.createdAt,
  ],
  seed: {
    count: 160,
    row({ index, random }) {
      const [[questionEn, questionAr], [answerEn, answerAr]] = FAQ_TOPICS[index % FAQ_TOPICS.length];
      const round = Math.floor(index / FAQ_TOPICS.length);
      const suffix = round === 0 ? '' : ` (${round + 1})`;
      return {
        title_en: `${questionEn}${suffix}`,
        title_ar: `${questionAr}${suffix}`,
        body_en: paragraph(answerEn),
        body_ar: paragraph(answerAr),
        section: random.pick(['general', 'payments', 'programmes', 'delivery']),
        sort_order: index + 1,
      };
    },
  },
});
