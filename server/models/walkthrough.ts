// The app's onboarding slides (spec 2.2 walkthrough, 7.5 Walkthrough/store and update), shown in order.
import { bilingual, bilingualColumns, field, header, L, LABELS, range } from './define/common';
import { defineModel } from './define/define-model';
import { enabledFormField, formField } from './define/form-fields';
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
      ...formField.bilingual('title', ['Title', 'العنوان'], 'text', { required: true }),
      ...formField.bilingual('text', ['Text', 'النص'], 'textarea', { required: true }),
      formField.image('image', LABELS.image),
      formField.sortOrder(),
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
