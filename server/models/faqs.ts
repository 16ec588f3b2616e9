// Frequently asked questions shown in the app.
import { createdAtHeader, createdAtRange, enabledField, enabledHeader, L, LABELS, options, textField } from './define/common';
import { defineModel } from './define/define-model';
import { FAQ_TOPICS, paragraph } from './seed/vocabulary';

const sections = options({ general: ['General', 'عام'], payments: ['Payments', 'المدفوعات'], programmes: ['Programmes', 'البرامج'], delivery: ['Delivery', 'التوصيل'] });

export default defineModel({
  name: 'faqs',
  table: 'faqs',
  subject: 'Faq',
  label: L('FAQs', 'الأسئلة الشائعة'),
  menu: { group: 'communication', icon: 'HelpCenter', order: 30 },
  // The list is /default/faq-list, the form /default/faq/ops/:id?.
  resource: 'faq-list',
  ops: { base: 'faq', path: 'ops' },
  title: { en: 'question_en', ar: 'question_ar' },
  columns: { question_en: 'string', question_ar: 'string', answer_en: 'text', answer_ar: 'text', section: 'string', sort_order: 'integer' },
  enabled: true,
  switches: { chartable: false },
  defaultSort: { column: 'sort_order', desc: false },
  fields: [
    textField('question', L('Question', 'السؤال'), ['question_en', 'question_ar']),
    { name: 'section', label: L('Section', 'القسم'), type: 'select', options: sections, multiple: true },
    enabledField,
  ],
  ranges: [createdAtRange],
  headers: [
    { value: 'question', text: L('Question', 'السؤال'), type: 'text', column: { en: 'question_en', ar: 'question_ar' }, sortable: true },
    { value: 'answer', text: L('Answer', 'الإجابة'), type: 'html', column: { en: 'answer_en', ar: 'answer_ar' } },
    { value: 'section', text: L('Section', 'القسم'), type: 'status', options: sections, sortable: true },
    { value: 'sort_order', text: LABELS.sortOrder, type: 'number', sortable: true },
    enabledHeader,
    createdAtHeader,
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
