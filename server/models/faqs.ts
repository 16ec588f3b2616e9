// Frequently asked questions shown in the app.
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';
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
  title: bilingual('question'),
  columns: {
    ...bilingualColumns('question'),
    answer_en: 'text',
    answer_ar: 'text',
    section: 'string',
    sort_order: 'integer',
  },
  enabled: true,
  switches: { chartable: false },
  defaultSort: { column: 'sort_order', desc: false },
  fields: [
    field.bilingualText('question', L('Question', 'السؤال')),
    { name: 'section', label: L('Section', 'القسم'), type: 'select', options: sections, multiple: true },
    field.enabled,
  ],
  ranges: [range.createdAt],
  headers: [
    header.bilingual('question', L('Question', 'السؤال')),
    { value: 'answer', text: L('Answer', 'الإجابة'), type: 'html', column: { en: 'answer_en', ar: 'answer_ar' } },
    { value: 'section', text: L('Section', 'القسم'), type: 'status', options: sections, sortable: true },
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
        question_en: `${questionEn}${suffix}`,
        question_ar: `${questionAr}${suffix}`,
        answer_en: paragraph(answerEn),
        answer_ar: paragraph(answerAr),
        section: random.pick(['general', 'payments', 'programmes', 'delivery']),
        sort_order: index + 1,
      };
    },
  },
});
