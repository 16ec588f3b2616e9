// The app's onboarding slides (spec 2.2 walkthrough, 7.5 Walkthrough/store and update), shown in order.
import { bilingual, L, LABELS } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualText, createdAt, enabled, image, sortOrder, handOrdered } from './define/props';
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

const TEXT = L('Text', 'النص');

export default defineModel({
  name: 'walkthrough',
  table: 'walkthroughs',
  label: L('Walkthrough', 'الشاشات التعريفية'),
  menu: { group: 'programs', icon: 'Slideshow', order: 50 },
  writePaths: { create: '/Walkthrough/store', update: '/Walkthrough/update/:id' },
  title: bilingual('title'),
  props: [
    bilingualText('title', LABELS.title, { filter: true, form: { required: true } }),
    bilingualText('text', TEXT, { type: 'textarea', form: { required: true } }),
    image('image', LABELS.image, { form: true }),
    sortOrder,
    enabled,
    createdAt,
  ],
  ...handOrdered,
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
