// Pre-join questions as `GET prejoin_program_question` answers them, for the recommendation screens' tests:
// a single-choice, a multiple-choice and a number question, in both languages.
const option = (value: number, label_en: string, label_ar: string) => ({ value, label_en, label_ar });

export const prejoinQuestions = [
  {
    id: 1,
    question_en: 'Main goal?',
    question_ar: 'الهدف الأساسي؟',
    answer_type: 'single',
    required: 1,
    sort_order: 1,
    options: [option(1, 'Lose weight', 'إنقاص الوزن'), option(2, 'Build muscle', 'بناء العضلات')],
  },
  {
    id: 2,
    question_en: 'Where do you train?',
    question_ar: 'أين تتمرن؟',
    answer_type: 'multiple',
    required: 0,
    sort_order: 2,
    options: [option(1, 'Home', 'المنزل'), option(2, 'Gym', 'النادي')],
  },
  { id: 3, question_en: 'Age', question_ar: 'العمر', answer_type: 'number', required: 0, sort_order: 3, options: [] },
];
