// Content pages (static pages and articles): a title and a body in each language and a unique slug. The
// form saves through POST page/store and page/update/{id} (spec 7.5); bodies are sanitised on the server.
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';
import { enabledFormField, formField } from './define/form-fields';
import { uniqueFieldIndex, uniqueLowerIndex } from '../forms/shared/lookups';
import { imageUrl, PAGE_TOPICS, paragraph } from './seed/vocabulary';

const statuses = options({
  published: ['Published', 'منشور', 'success'],
  draft: ['Draft', 'مسودة', 'default'],
  archived: ['Archived', 'مؤرشف', 'warning'],
});

export default defineModel({
  name: 'pages',
  table: 'pages',
  subject: 'Page',
  label: L('Pages', 'الصفحات'),
  menu: { group: 'content_support', icon: 'Article', order: 40 },
  ops: { path: 'ops' },
  writePaths: { create: '/page/store', update: '/page/update/:id' },
  title: bilingual('title'),
  columns: {
    ...bilingualColumns('title'),
    slug: 'string',
    ...bilingualColumns('body', 'text'),
    status: 'string',
    // Counted by the app; a page made here starts without a count.
    views: 'integer?',
  },
  enabled: true,
  extraMigrations: { slug: uniqueLowerIndex('pages', 'slug', uniqueFieldIndex('pages', 'slug')) },
  form: {
    fields: [
      ...formField.bilingual('title', ['Title', 'العنوان'], 'text', { required: true }),
      formField.text('slug', L('Slug', 'الرابط'), {
        helper: L('The address of the page, e.g. about-us', 'عنوان الصفحة في الرابط، مثل about-us'),
        required: true,
        maxLength: 120,
        unique: true,
        format: 'slug',
        dir: 'ltr',
      }),
      ...formField.bilingual('body', ['Body', 'المحتوى'], 'richtext', { required: true }),
      formField.select('status', LABELS.status, statuses, { required: true, default: 'draft' }),
      enabledFormField,
    ],
  },
  fields: [
    field.bilingualText('title', LABELS.title),
    field.text('slug', L('Slug', 'الرابط')),
    field.status(statuses),
    field.enabled,
  ],
  ranges: [range.createdAt, range.number('views', L('Views', 'المشاهدات'))],
  headers: [
    header.bilingual('title', LABELS.title),
    header.text('slug', L('Slug', 'الرابط')),
    { value: 'body', text: L('Content', 'المحتوى'), type: 'html', column: bilingual('body') },
    header.number('views', L('Views', 'المشاهدات')),
    header.status(statuses),
    header.enabled,
    header.createdAt,
  ],
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
