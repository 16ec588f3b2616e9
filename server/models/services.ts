// Bookable services (coaching, consultations, therapy).
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';
import { imageUrl, SERVICES } from './seed/vocabulary';

const statuses = options({
  active: ['Active', 'نشط', 'success'],
  paused: ['Paused', 'متوقف مؤقتًا', 'warning'],
  draft: ['Draft', 'مسودة', 'default'],
});
const modes = options({ online: ['Online', 'أونلاين', 'info'], in_person: ['In person', 'حضوري', 'primary'] });

export default defineModel({
  name: 'services',
  table: 'services',
  subject: 'Service',
  label: L('Services', 'الخدمات'),
  menu: { group: 'marketplace', icon: 'MiscellaneousServices', order: 20 },
  title: bilingual('name'),
  columns: {
    ...bilingualColumns('name'),
    seller_id: 'integer',
    category_id: 'integer',
    mode: 'string',
    price: 'decimal',
    duration_minutes: 'integer',
    rating: 'decimal',
    image: 'string?',
    status: 'string',
  },
  enabled: true,
  indexes: [['status', 'created_at'], ['seller_id']],
  fields: [
    field.bilingualText('name', LABELS.name),
    field.status(statuses),
    field.choice('mode', L('Mode', 'طريقة التقديم'), modes),
    field.remote('seller_id', LABELS.seller, 'sellers'),
    field.remote('category_id', LABELS.category, 'categories'),
    field.enabled,
  ],
  ranges: [
    range.number('price', LABELS.price),
    range.number('duration_minutes', L('Duration (minutes)', 'المدة (دقائق)')),
    range.createdAt,
  ],
  headers: [
    header.bilingual('name', LABELS.name),
    header.image('image', LABELS.image),
    header.relation('seller', LABELS.seller, 'seller_id', 'sellers'),
    header.status(modes, 'mode', L('Mode', 'طريقة التقديم')),
    header.number('duration_minutes', L('Duration (minutes)', 'المدة (دقائق)')),
    header.amount('price', LABELS.price),
    header.rating('rating', LABELS.rating),
    header.status(statuses),
    header.enabled,
    header.createdAt,
  ],
  seed: {
    after: ['categories', 'sellers'],
    count: 600,
    row({ index, random, pick }) {
      const [en, ar] = SERVICES[index % SERVICES.length];
      return {
        name_en: en,
        name_ar: ar,
        seller_id: pick('sellers'),
        category_id: pick('categories'),
        mode: random.chance(0.45) ? 'online' : 'in_person',
        price: random.pick([150, 200, 250, 300, 400, 500, 750, 1200]),
        duration_minutes: random.pick([30, 45, 60, 90]),
        rating: random.amount(2, 5, 1),
        image: imageUrl('services', index),
        status: random.weighted([
          ['active', 80],
          ['paused', 12],
          ['draft', 8],
        ]),
      };
    },
  },
});
