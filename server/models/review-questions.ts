// Questions asked when a buyer reviews a product, service or seller.
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';
import { REVIEW_QUESTIONS } from './seed/vocabulary';

const answerTypes = options({
  rating: ['Stars', 'نجوم', 'warning'],
  yes_no: ['Yes / No', 'نعم / لا', 'info'],
  text: ['Free text', 'نص حر', 'default'],
});
const subjects = options({ product: ['Product', 'منتج'], service: ['Service', 'خدمة'], seller: ['Seller', 'بائع'] });

export default defineModel({
  name: 'review-questions',
  table: 'review_questions',
  subject: 'ReviewQuestion',
  label: L('Review Questions', 'أسئلة التقييم'),
  menu: { group: 'configuration', icon: 'QuestionAnswer', order: 20 },
  title: bilingual('question'),
  columns: { ...bilingualColumns('question'), answer_type: 'string', applies_to: 'string', sort_order: 'integer' },
  enabled: true,
  switches: { chartable: false },
  defaultSort: { column: 'sort_order', desc: false },
  fields: [
    field.bilingualText('question', L('Question', 'السؤال')),
    {
      name: 'answer_type',
      label: L('Answer type', 'نوع الإجابة'),
      type: 'select',
      options: answerTypes,
      multiple: true,
    },
    { name: 'applies_to', label: L('Applies to', 'ينطبق على'), type: 'select', options: subjects, multiple: true },
    field.enabled,
  ],
  ranges: [range.createdAt],
  headers: [
    header.bilingual('question', L('Question', 'السؤال')),
    header.status(answerTypes, 'answer_type', L('Answer type', 'نوع الإجابة')),
    header.status(subjects, 'applies_to', L('Applies to', 'ينطبق على')),
    header.number('sort_order', LABELS.sortOrder),
    header.enabled,
    header.createdAt,
  ],
  seed: {
    count: 120,
    row({ index, random }) {
      const [en, ar] = REVIEW_QUESTIONS[index % REVIEW_QUESTIONS.length];
      const subject = random.pick(['product', 'service', 'seller']);
      return {
        question_en: en,
        question_ar: ar,
        answer_type: en.startsWith('Anything')
          ? 'text'
          : en.startsWith('Was') || en.startsWith('Would')
            ? 'yes_no'
            : 'rating',
        applies_to: subject,
        sort_order: index + 1,
      };
    },
  },
});
