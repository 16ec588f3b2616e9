// Questions asked when a buyer reviews a product, service or seller.
import { bilingual, L, LABELS, options } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualText, createdAt, enabledListed, listOnly, sortOrder, status, handOrdered } from './define/props';
import { REVIEW_QUESTIONS } from './seed/vocabulary';

const answerTypes = options({
  rating: ['Stars', 'نجوم', 'warning'],
  yes_no: ['Yes / No', 'نعم / لا', 'info'],
  text: ['Free text', 'نص حر', 'default'],
});
const subjects = options({ product: ['Product', 'منتج'], service: ['Service', 'خدمة'], seller: ['Seller', 'بائع'] });

export default defineModel({
  name: 'review-questions',
  label: L('Review Questions', 'أسئلة التقييم'),
  menu: { group: 'configuration', icon: 'QuestionAnswer', order: 20 },
  title: bilingual('question'),
  props: [
    bilingualText('question', LABELS.question, { filter: true }),
    status(answerTypes, { name: 'answer_type', label: L('Answer type', 'نوع الإجابة'), filter: true }),
    status(subjects, { name: 'applies_to', label: L('Applies to', 'ينطبق على'), filter: true }),
    listOnly(sortOrder),
    enabledListed,
    createdAt,
  ],
  ...handOrdered,
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
