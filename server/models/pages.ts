// Content pages (static pages and articles), with sanitised HTML bodies.
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';
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
  title: bilingual('title'),
  columns: { ...bilingualColumns('title'), slug: 'string', content: 'text', status: 'string', views: 'integer' },
  enabled: true,
  indexes: [['slug']],
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
    header.html('content', L('Content', 'المحتوى')),
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
        content: `${paragraph(`<strong>${titleEn}</strong> — ${titleAr}`)}${image}`,
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
