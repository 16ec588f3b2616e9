// Pre-join questions (spec 7.2 GET prejoin_program_question): what the app asks before someone joins a
// programme; their answers pick a sub-programme (subprogram_recommendations). Options are one per line,
// English and Arabic lines paired; an answer's value is the option's line number (1, 2, …).
import { bilingual, bilingualColumns, L, LABELS, options } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualText, createdAt, enabled, flag, prop, sortOrder, status, handOrdered } from './define/props';

export const ANSWER_TYPES = options({
  single: ['Single choice', 'اختيار واحد', 'primary'],
  multiple: ['Multiple choice', 'اختيار متعدد', 'info'],
  number: ['Number', 'رقم', 'secondary'],
  text: ['Text', 'نص', 'default'],
});

const ANSWER_TYPE = L('Answer type', 'نوع الإجابة');

export const PREJOIN_QUESTIONS = [
  [
    'What is your main goal?',
    'ما هدفك الأساسي؟',
    'single',
    'Lose weight\nBuild muscle\nEndurance',
    'إنقاص الوزن\nبناء العضلات\nالتحمل',
  ],
  ['What is your level?', 'ما مستواك؟', 'single', 'Beginner\nIntermediate\nAdvanced', 'مبتدئ\nمتوسط\nمتقدم'],
  [
    'Where will you train?',
    'أين ستتمرن؟',
    'multiple',
    'At home\nIn a gym\nOutdoors',
    'في المنزل\nفي النادي\nفي الهواء الطلق',
  ],
  ['How old are you?', 'كم عمرك؟', 'number', '', ''],
  ['Any injuries we should know about?', 'هل لديك إصابات يجب أن نعرفها؟', 'text', '', ''],
] as const;

// The choices of a single or multiple choice question, one a line in each language: in the form only.
const answerOptions = prop('options', {
  columns: bilingualColumns('options', 'text?'),
  form: [
    {
      name: 'options_en',
      type: 'textarea',
      label: L('Options (English), one per line', 'الخيارات (بالإنجليزية)، خيار في كل سطر'),
      helper: L(
        'For single and multiple choice; paired line by line with the Arabic options.',
        'للاختيار الواحد والمتعدد؛ تقابل الخيارات العربية سطرًا بسطر.',
      ),
      dir: 'ltr',
    },
    {
      name: 'options_ar',
      type: 'textarea',
      label: L('Options (Arabic), one per line', 'الخيارات (بالعربية)، خيار في كل سطر'),
      dir: 'rtl',
    },
  ],
});

export default defineModel({
  name: 'prejoin-questions',
  label: L('Pre-join questions', 'أسئلة ما قبل الاشتراك'),
  menu: { group: 'programs', icon: 'Quiz', order: 60 },
  title: bilingual('question'),
  props: [
    bilingualText('question', LABELS.question, { filter: true, form: { required: true } }),
    status(ANSWER_TYPES, {
      name: 'answer_type',
      label: ANSWER_TYPE,
      filter: true,
      form: { required: true, default: 'single' },
    }),
    answerOptions,
    flag('required', L('Required', 'إجباري'), { header: { sortable: false }, form: { default: 1 } }),
    sortOrder,
    enabled,
    createdAt,
  ],
  ...handOrdered,
  seed: {
    count: PREJOIN_QUESTIONS.length,
    trashed: 0,
    disabled: 0,
    row({ index }) {
      const [en, ar, type, optionsEn, optionsAr] = PREJOIN_QUESTIONS[index];
      return {
        question_en: en,
        question_ar: ar,
        answer_type: type,
        options_en: optionsEn || null,
        options_ar: optionsAr || null,
        required: type === 'text' ? 0 : 1,
        sort_order: index + 1,
      };
    },
  },
});
