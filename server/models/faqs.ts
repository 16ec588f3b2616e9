// Frequently asked questions shown in the app: a question (title) and an answer (body) in each language,
// a section and an order. The form saves through POST faq/store and faq/update/{id} (spec 7.5).
import { bilingual, L, LABELS, options } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualText, createdAt, enabled, sortOrder, status, handOrdered } from './define/props';
import { FAQ_TOPICS, paragraph } from './seed/vocabulary';

const sections = options({
  general: ['General', 'عام'],
  payments: ['Payments', 'المدفوعات'],
  programmes: ['Programmes', 'البرامج'],
  delivery: ['Delivery', 'التوصيل'],
});

export default defineModel({
  name: 'faqs',
  label: L('FAQs', 'الأسئلة الشائعة'),
  menu: { group: 'communication', icon: 'HelpCenter', order: 30 },
  // The list is /default/faq-list, the form /default/faq/ops/:id?.
  resource: 'faq-list',
  ops: { base: 'faq', path: 'ops' },
  writePaths: { create: '/faq/store', update: '/faq/update/:id' },
  title: bilingual('title'),
  props: [
    bilingualText('title', LABELS.question, { filter: { name: 'question' }, form: { required: true } }),
    bilingualText('body', L('Answer', 'الإجابة'), { type: 'richtext', form: { required: true } }),
    status(sections, {
      name: 'section',
      label: L('Section', 'القسم'),
      filter: true,
      form: { label: LABELS.category, required: true, default: 'general' },
    }),
    sortOrder,
    enabled,
    createdAt,
  ],
  ...handOrdered,
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
