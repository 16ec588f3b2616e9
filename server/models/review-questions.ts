// Questions asked when a buyer reviews a product, service or seller.
import { createdAtHeader, createdAtRange, enabledField, enabledHeader, L, LABELS, options, textField } from './define/common';
import { defineModel } from './define/define-model';
import { REVIEW_QUESTIONS } from './seed/vocabulary';

const answerTypes = options({ rating: ['Stars', 'نجوم', 'warning'], yes_no: ['Yes / No', 'نعم / لا', 'info'], text: ['Free text', 'نص حر', 'default'] });
const subjects = options({ product: ['Product', 'منتج'], service: ['Service', 'خدمة'], seller: ['Seller', 'بائع'] });

export default defineModel({
  name: 'review-questions',
  table: 'review_questions',
  subject: 'ReviewQuestion',
  label: L('Review Questions', 'أسئلة التقييم'),
  menu: { group: 'configuration', icon: 'Quiz', order: 20 },
  title: { en: 'question_en', ar: 'question_ar' },
  columns: { question_en: 'string', question_ar: 'string', answer_type: 'string', applies_to: 'string', sort_order: 'integer' },
  enabled: true,
  switches: { chartable: false },
  defaultSort: { column: 'sort_order', desc: false },
  fields: [
    textField('question', L('Question', 'السؤال'), ['question_en', 'question_ar']),
    { name: 'answer_type', label: L('Answer type', 'نوع الإجابة'), type: 'select', options: answerTypes, multiple: true },
    { name: 'applies_to', label: L('Applies to', 'ينطبق على'), type: 'select', options: subjects, multiple: true },
    enabledField,
  ],
  ranges: [createdAtRange],
  headers: [
    { value: 'question', text: L('Question', 'السؤال'), type: 'text', column: { en: 'question_en', ar: 'question_ar' }, sortable: true },
    { value: 'answer_type', text: L('Answer type', 'نوع الإجابة'), type: 'status', options: answerTypes, sortable: true },
    { value: 'applies_to', text: L('Applies to', 'ينطبق على'), type: 'status', options: subjects, sortable: true },
    { value: 'sort_order', text: LABELS.sortOrder, type: 'number', sortable: true },
    enabledHeader,
    createdAtHeader,
  ],
  seed: {
    count: 120,
    row({ index, random }) {
      const [en, ar] = REVIEW_QUESTIONS[index % REVIEW_QUESTIONS.length];
      const subject = random.pick(['product', 'service', 'seller']);
      return {
        question_en: en,
        question_ar: ar,
        answer_type: en.startsWith('Anything') ? 'text' : en.startsWith('Was') || en.startsWith('Would') ? 'yes_no' : 'rating',
        applies_to: subject,
        sort_order: index + 1,
      };
    },
  },
});
