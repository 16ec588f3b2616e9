// The app's onboarding slides (spec 2.2 walkthrough, 7.5 Walkthrough/store and update), shown in order.
import { bilingual, bilingualColumns, field, header, L, LABELS, range } from './define/common';
import { defineModel } from './define/define-model';
import { enabledFormField } from './define/form-fields';
import { imageUrl } from './seed/vocabulary';

const SLIDES = [
  [
    'Train anywhere',
    'تمرّن في أي مكان',
    'Programmes for the gym, the park or your living room.',
    'برامج للنادي أو الحديقة أو غرفة المعيشة.',
  ],
  [
    'Eat well',
    'تغذَّ جيدًا',
    'Diet plans with a week of meals and their calories.',
    'أنظمة غذائية بوجبات أسبوع كامل وسعراتها.',
  ],
  [
    'A coach in your pocket',
    'مدرب في جيبك',
    'Chat with your coach and your group any time.',
    'تحدث مع مدربك ومجموعتك في أي وقت.',
  ],
  ['See your progress', 'تابع تقدمك', 'Every finished day counts towards your goal.', 'كل يوم تنهيه يقربك من هدفك.'],
] as const;

const TITLE = L('Title', 'العنوان');
const TEXT = L('Text', 'النص');

export default defineModel({
  name: 'walkthrough',
  table: 'walkthroughs',
  subject: 'Walkthrough',
  label: L('Walkthrough', 'الشاشات التعريفية'),
  menu: { group: 'programs', icon: 'Slideshow', order: 50 },
  ops: { path: 'ops' },
  writePaths: { create: '/Walkthrough/store', update: '/Walkthrough/update/:id' },
  title: bilingual('title'),
  columns: {
    ...bilingualColumns('title'),
    ...bilingualColumns('text', 'text'),
    image: 'string?',
    sort_order: 'integer',
  },
  enabled: true,
  switches: { chartable: false },
  defaultSort: { column: 'sort_order', desc: false },
  fields: [field.bilingualText('title', TITLE), field.enabled],
  form: {
    fields: [
      {
        name: 'title_en',
        type: 'text',
        label: L('Title (English)', 'العنوان (بالإنجليزية)'),
        required: true,
        maxLength: 150,
        dir: 'ltr',
      },
      {
        name: 'title_ar',
        type: 'text',
        label: L('Title (Arabic)', 'العنوان (بالعربية)'),
        required: true,
        maxLength: 150,
        dir: 'rtl',
      },
      {
        name: 'text_en',
        type: 'textarea',
        label: L('Text (English)', 'النص (بالإنجليزية)'),
        required: true,
        dir: 'ltr',
      },
      { name: 'text_ar', type: 'textarea', label: L('Text (Arabic)', 'النص (بالعربية)'), required: true, dir: 'rtl' },
      { name: 'image', type: 'image', label: LABELS.image },
      {
        name: 'sort_order',
        type: 'number',
        label: LABELS.sortOrder,
        required: true,
        integer: true,
        min: 0,
        default: 0,
      },
      enabledFormField,
    ],
  },
  ranges: [range.createdAt],
  headers: [
    header.bilingual('title', TITLE),
    header.bilingual('text', TEXT),
    header.image('image', LABELS.image),
    header.number('sort_order', LABELS.sortOrder),
    header.enabled,
    header.createdAt,
  ],
  seed: {
    count: SLIDES.length,
    trashed: 0,
    disabled: 0,
    row({ index }) {
      const [titleEn, titleAr, textEn, textAr] = SLIDES[index];
      return {
        title_en: titleEn,
        title_ar: titleAr,
        text_en: textEn,
        text_ar: textAr,
        image: imageUrl('walkthrough', index),
        sort_order: index + 1,
      };
    },
  },
});
