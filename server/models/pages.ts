// Content pages (static pages and articles): a title and a body in each language and a unique slug. The
// form saves through POST page/store and page/update/{id} (spec 7.5); bodies are sanitised on the server.
import { bilingual, L, LABELS, options } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualText, createdAt, enabled, integer, status, text } from './define/props';
import { uniqueFieldIndex, uniqueLowerIndex } from '../forms/shared/lookups';
import { imageUrl, PAGE_TOPICS, paragraph } from './seed/vocabulary';
import { STATE } from './define/states';

const statuses = options({
  published: ['Published', 'منشور', 'success'],
  draft: STATE.draft,
  archived: ['Archived', 'مؤرشف', 'warning'],
});

const title = bilingualText('title', LABELS.title, { filter: true, form: { required: true } });
const slug = text('slug', L('Slug', 'الرابط'), {
  filter: true,
  form: {
    helper: L('The address of the page, e.g. about-us', 'عنوان الصفحة في الرابط، مثل about-us'),
    required: true,
    maxLength: 120,
    unique: true,
    format: 'slug',
    dir: 'ltr',
  },
});
const body = bilingualText('body', L('Content', 'المحتوى'), {
  type: 'richtext',
  form: { label: ['Body', 'المحتوى'], required: true },
});
// Counted by the app; a page made here starts without a count.
const views = integer('views', L('Views', 'المشاهدات'), { column: 'integer?', range: true });
const state = status(statuses, { filter: true, form: { required: true, default: 'draft' } });

export default defineModel({
  name: 'pages',
  label: L('Pages', 'الصفحات'),
  menu: { group: 'content_support', icon: 'Article', order: 40 },
  writePaths: { create: '/page/store', update: '/page/update/:id' },
  title: bilingual('title'),
  props: [title, slug, body, views, state, enabled, createdAt],
  columns: [title, slug, body, state, views],
  extraMigrations: { slug: uniqueLowerIndex('pages', 'slug', uniqueFieldIndex('pages', 'slug')) },
  ranges: [createdAt, views],
  seed: {
    count: 120,
    row({ index, random }) {
      const [en, ar] = PAGE_TOPICS[index % PAGE_TOPICS.length];
      const edition = Math.floor(index / PAGE_TOPICS.length) + 1;
      const titleEn = edition === 1 ? en : `${en} (${edition})`;
      const titleAr = edition === 1 ? ar : `${ar} (${edition})`;
      const image = random.chance(0.4) ? `<img src="${imageUrl('pages', index)}" alt="">` : '';
      return {
        title_en: titleEn,
        title_ar: titleAr,
        slug: `${en.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${edition}`,
        body_en: `${paragraph(`<strong>${titleEn}</strong>`)}${image}`,
        body_ar: `${paragraph(`<strong>${titleAr}</strong>`)}${image}`,
        status: random.weighted([
          ['published', 70],
          ['draft', 20],
          ['archived', 10],
        ]),
        views: random.int(0, 20_000),
      };
    },
  },
});
